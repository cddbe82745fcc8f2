use std::collections::HashMap;
use std::fmt;

/// A word counter.
#[derive(Debug, Default)]
pub struct Counter {
    words: HashMap<String, usize>,
}

impl Counter {
    pub fn new() -> Self {
        Self { words: HashMap::new() }
    }

    pub fn add(&mut self, text: &str) {
        for word in text.split_whitespace() {
            *self.words.entry(word.to_lowercase()).or_insert(0) += 1;
        }
    }
}

impl fmt::Display for Counter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} words", self.words.len())
    }
}

fn main() {
    let mut counter = Counter::new();
    counter.add("the quick brown fox");
    let total: usize = counter.words.values().sum();
    println!("{} ({} in all)", counter, total);
}

import { readFile } from "node:fs/promises";

// Counts the words of a file.
export async function countWords(path) {
  const text = await readFile(path, "utf8");
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  return words.length;
}

class Timer {
  constructor(label) {
    this.label = label;
    this.start = Date.now();
  }

  stop() {
    const elapsed = Date.now() - this.start;
    console.log(`${this.label}: ${elapsed} ms`);
    return elapsed;
  }
}

const timer = new Timer("count");
countWords("notes.md")
  .then((n) => console.log(n, "words"))
  .catch((error) => console.error(error))
  .finally(() => timer.stop());

interface Note {
  id: number;
  title: string;
  tags?: string[];
}

type Filter = (note: Note) => boolean;

// Keeps notes and finds them by tag.
export class NoteIndex {
  private notes: Map<number, Note> = new Map();

  add(note: Note): void {
    this.notes.set(note.id, note);
  }

  find(filter: Filter): Note[] {
    return [...this.notes.values()].filter(filter);
  }
}

const index = new NoteIndex();
index.add({ id: 1, title: "Swift", tags: ["lang"] });
const tagged = index.find((note) => note.tags?.includes("lang") ?? false);
console.log(`found ${tagged.length} notes`);

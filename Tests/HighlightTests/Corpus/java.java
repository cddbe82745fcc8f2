package com.example.notes;

import java.util.ArrayList;
import java.util.List;

/** Keeps notes in memory. */
public class NoteStore {
    private final List<String> notes = new ArrayList<>();
    private static final int LIMIT = 100;

    public boolean add(String note) {
        if (notes.size() >= LIMIT) {
            return false;
        }
        notes.add(note.trim());
        return true;
    }

    @Override
    public String toString() {
        return "NoteStore(" + notes.size() + " notes)";
    }

    public static void main(String[] args) {
        NoteStore store = new NoteStore();
        for (int i = 0; i < 3; i++) {
            store.add("note " + i);  // numbered
        }
        System.out.println(store);
    }
}

// The visible nodes of a syntax tree in preorder, with their depth, in one call.
//
// Why: colouring a block walks every node of its tree once (Sources/Highlight/NodePatternWalk.swift).
// Through tree-sitter's TSTreeCursor that walk cost as much as the rest of the colouring after the
// parse: each step to a sibling pops the cursor's stack, rebuilds a child iterator for the parent and
// steps it past the current child again. Here one recursion over the tree's subtrees visits each child
// once, with the same rules as the cursor (tree_cursor.c): a child is visible when its subtree is or
// the parent's production aliases it (extras take no alias), a hidden child is walked through when it
// has visible descendants, and each node is made by ts_node_new with the cursor's position and alias.
// Built with the runtime's internal headers (grammars.mk), against the runtime in the same library.
#include "grammars.h"
#include "subtree.h"
#include "tree.h"
#include "language.h"
#include "length.h"

#include <stdlib.h>
#include <string.h>

/// A subtree whose children are being walked: where the walk is among them.
typedef struct {
    const Subtree *child;      // the next child
    uint32_t remaining;        // children left, `child` included
    const TSSymbol *aliases;   // the parent production's aliases, or NULL
    uint32_t structural;       // the next child's index among the non-extra ones
    Length position;           // where `child` starts, before its padding is added (but the first's)
    uint32_t depth;            // the depth of the visible children
    bool first;                // `child` is the parent's first child
} Frame;

/// The frames of an explicit stack (a tree's hidden nodes nest deeper than its visible ones, and a
/// recursion could overflow a worker thread's stack): 64 on the C stack, then on the heap.
typedef struct {
    Frame *frames;
    uint32_t count;
    uint32_t capacity;
    Frame local[64];
} Stack;

static bool push(Stack *stack, const TSLanguage *language, const Subtree *parent, Length position, uint32_t depth) {
    uint32_t count = ts_subtree_child_count(*parent);
    if (count == 0) return true;
    if (stack->count == stack->capacity) {
        uint32_t capacity = stack->capacity * 2;
        Frame *frames = stack->frames == stack->local ? malloc(capacity * sizeof(Frame))
                                                      : realloc(stack->frames, capacity * sizeof(Frame));
        if (!frames) return false;
        if (stack->frames == stack->local) memcpy(frames, stack->local, sizeof(stack->local));
        stack->frames = frames;
        stack->capacity = capacity;
    }
    stack->frames[stack->count++] = (Frame){
        ts_subtree_children(*parent), count, ts_language_alias_sequence(language, parent->ptr->production_id),
        0, position, depth, true};
    return true;
}

uint32_t folio_preorder(TSNode root, FolioPreorderNode *out, uint32_t capacity, uint32_t limit) {
    uint32_t emitted = 0;
    if (limit == 0) return 0;
    if (capacity > 0) out[0] = (FolioPreorderNode){root, 0};
    emitted = 1;
    const TSTree *tree = root.tree;
    Stack stack;
    stack.frames = stack.local;
    stack.count = 0;
    stack.capacity = 64;
    Length start = {ts_node_start_byte(root), ts_node_start_point(root)};
    bool ok = push(&stack, tree->language, (const Subtree *)root.id, start, 1);
    while (ok && stack.count > 0 && emitted < limit) {
        Frame *frame = &stack.frames[stack.count - 1];
        if (frame->remaining == 0) {
            stack.count--;
            continue;
        }
        const Subtree *child = frame->child;
        if (!frame->first) frame->position = length_add(frame->position, ts_subtree_padding(*child));
        frame->first = false;
        Length position = frame->position;
        uint32_t depth = frame->depth;
        bool visible = ts_subtree_visible(*child);
        TSSymbol alias = 0;
        if (!ts_subtree_extra(*child)) {
            if (frame->aliases) {
                alias = frame->aliases[frame->structural];
                visible |= alias != 0;
            }
            frame->structural++;
        }
        // The frame moves past this child before any push (which may move the frames).
        frame->position = length_add(frame->position, ts_subtree_size(*child));
        frame->child++;
        frame->remaining--;
        if (visible) {
            if (emitted < capacity) out[emitted] = (FolioPreorderNode){ts_node_new(tree, child, position, alias), depth};
            emitted++;
            ok = push(&stack, tree->language, child, position, depth + 1);
        } else if (ts_subtree_visible_child_count(*child) > 0) {
            ok = push(&stack, tree->language, child, position, depth);
        }
    }
    if (stack.frames != stack.local) free(stack.frames);
    return emitted;
}

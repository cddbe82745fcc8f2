// The visible nodes of a syntax tree in preorder, with their depth, in one call.
//
// Why: colouring a block walks every node of its tree once (Sources/Highlight/NodePatternWalk.swift).
// Through tree-sitter's TSTreeCursor that walk cost as much as the rest of the colouring after the
// parse: each step to a sibling pops the cursor's stack, rebuilds a child iterator for the parent and
// steps it past the current child again. Here one pass over the tree's subtrees, with an explicit
// stack, visits each child once, with the same rules as the cursor (tree_cursor.c): a child is visible
// when its subtree is or the parent's production aliases it (extras take no alias), a hidden child is
// walked through when it has visible descendants, each node is made by ts_node_new with the cursor's
// position and alias, and its field is the one ts_tree_cursor_current_field_id finds (looked up
// through hidden parents).
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
    uint32_t production;       // the parent's production (its fields)
    uint32_t owner;            // the parent's index in the list when it is visible, else UINT32_MAX
    TSFieldId owner_field;     // the hidden parent's own field (its children without one inherit it)
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

static bool push(Stack *stack, const TSLanguage *language, const Subtree *parent, Length position, uint32_t depth,
                 uint32_t owner, TSFieldId owner_field) {
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
        0, position, depth, parent->ptr->production_id, owner, owner_field, true};
    return true;
}

/// The field of the frame's current child (structural index `structural`): the parent production's
/// field for it, else, under a hidden parent, the field that parent is in (tree_cursor.c).
static TSFieldId field_of(const TSLanguage *language, const Frame *frame, uint32_t structural) {
    const TSFieldMapEntry *map, *end;
    ts_language_field_map(language, frame->production, &map, &end);
    for (; map < end; map++) {
        if (!map->inherited && map->child_index == structural) return map->field_id;
    }
    return frame->owner == UINT32_MAX ? frame->owner_field : 0;
}

/// Sets the subtree end of the visible node that owns the frame being left.
static void close_frame(const Frame *frame, FolioPreorderNode *out, uint32_t capacity, uint32_t emitted) {
    if (frame->owner != UINT32_MAX && frame->owner < capacity) out[frame->owner].end = emitted;
}

uint32_t folio_preorder(TSNode root, FolioPreorderNode *out, uint32_t capacity, uint32_t limit) {
    uint32_t emitted = 0;
    if (limit == 0) return 0;
    if (capacity > 0) {
        out[0] = (FolioPreorderNode){root, 0, 1, ts_node_start_byte(root), ts_node_end_byte(root), ts_node_symbol(root), 0};
    }
    emitted = 1;
    const TSTree *tree = root.tree;
    Stack stack;
    stack.frames = stack.local;
    stack.count = 0;
    stack.capacity = 64;
    Length start = {ts_node_start_byte(root), ts_node_start_point(root)};
    const TSLanguage *language = tree->language;
    bool ok = push(&stack, language, (const Subtree *)root.id, start, 1, 0, 0);
    while (ok && stack.count > 0 && emitted < limit) {
        Frame *frame = &stack.frames[stack.count - 1];
        if (frame->remaining == 0) {
            close_frame(frame, out, capacity, emitted);
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
        TSFieldId field = 0;
        if (!ts_subtree_extra(*child)) {
            if (frame->aliases) {
                alias = frame->aliases[frame->structural];
                visible |= alias != 0;
            }
            field = field_of(language, frame, frame->structural);
            frame->structural++;
        }
        // The frame moves past this child before any push (which may move the frames).
        frame->position = length_add(frame->position, ts_subtree_size(*child));
        frame->child++;
        frame->remaining--;
        if (visible) {
            if (emitted < capacity) {
                TSSymbol symbol = ts_language_public_symbol(language, alias ? alias : ts_subtree_symbol(*child));
                out[emitted] = (FolioPreorderNode){ts_node_new(tree, child, position, alias), depth, emitted + 1,
                                                   position.bytes, position.bytes + ts_subtree_size(*child).bytes, symbol, field};
            }
            emitted++;
            ok = push(&stack, language, child, position, depth + 1, emitted - 1, 0);
        } else if (ts_subtree_visible_child_count(*child) > 0) {
            ok = push(&stack, language, child, position, depth, UINT32_MAX, field);
        }
    }
    // A walk stopped by its limit: the nodes still open end where the list does.
    while (stack.count > 0) close_frame(&stack.frames[--stack.count], out, capacity, emitted);
    if (stack.frames != stack.local) free(stack.frames);
    return emitted;
}

uint32_t folio_node_start_byte(const TSNode *node) {
    return node->context[0];   // ts_node_start_byte (node.c)
}

uint32_t folio_node_end_byte(const TSNode *node) {
    // ts_node_end_byte (node.c): the start, plus the size of the subtree the node's id points at.
    return node->context[0] + ts_subtree_size(*(const Subtree *)node->id).bytes;
}

// The YAML 1.2 core schema for tree-sitter-yaml's scanner: which plain scalars are null, booleans,
// integers or floats. Why ours: the scanner (#include "schema.core.c") expects this generated file,
// which the grammar's PyPI sdist leaves out; it is written here from the YAML 1.2 spec (10.3.2) and
// copied next to scanner.c by fetch_grammars.py.
//
// The scanner calls adv_sch_stt once per character of a plain scalar (spaces included), starting
// from state 0, and reads *rlt_sch after the last one. States: 1..19 numbers, 20..115 the spelled
// values (word * 6 + position), 116..121 trailing spaces after a complete value, SCH_STT_FRZ: a string.
#include <stdint.h>

typedef enum { RS_STR, RS_INT, RS_NULL, RS_BOOL, RS_FLOAT, RS_TIMESTAMP } ResultSchema;

#define SCH_STT_FRZ -1

enum {
    SCH_START = 0, SCH_SIGN, SCH_ZERO, SCH_INT, SCH_OCT_PREFIX, SCH_OCT, SCH_HEX_PREFIX, SCH_HEX,
    SCH_DOT, SCH_FRACTION, SCH_EXPONENT_MARK, SCH_EXPONENT_SIGN, SCH_EXPONENT,
    SCH_WORD_BASE = 20, SCH_TRAILING_BASE = 116,
};

static const char *const sch_words[] = {
    "~", "null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE",
    ".inf", ".Inf", ".INF", ".nan", ".NaN", ".NAN",
};
static const ResultSchema sch_word_results[] = {
    RS_NULL, RS_NULL, RS_NULL, RS_NULL, RS_BOOL, RS_BOOL, RS_BOOL, RS_BOOL, RS_BOOL, RS_BOOL,
    RS_FLOAT, RS_FLOAT, RS_FLOAT, RS_FLOAT, RS_FLOAT, RS_FLOAT,
};
#define SCH_WORD_COUNT ((int)(sizeof sch_words / sizeof sch_words[0]))

static int sch_is_digit(int32_t c) { return c >= '0' && c <= '9'; }
static int sch_is_hex(int32_t c) { return sch_is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

// The first word that starts with `prefix` (length `length`) followed by `c`, or -1.
static int sch_word_continuing(const char *prefix, int length, int32_t c) {
    for (int word = 0; word < SCH_WORD_COUNT; word++) {
        const char *text = sch_words[word];
        int matches = 1;
        for (int i = 0; i < length; i++) {
            if (text[i] == '\0' || text[i] != prefix[i]) { matches = 0; break; }
        }
        if (matches && text[length] != '\0' && text[length] == c) return word;
    }
    return -1;
}

static int8_t sch_word_state(int word, int position) { return (int8_t)(SCH_WORD_BASE + word * 6 + position); }

// What the text read so far is, in state `state`.
static ResultSchema sch_result(int8_t state) {
    if (state >= SCH_TRAILING_BASE) return (ResultSchema)(state - SCH_TRAILING_BASE);
    if (state >= SCH_WORD_BASE) {
        int word = (state - SCH_WORD_BASE) / 6, position = (state - SCH_WORD_BASE) % 6;
        return sch_words[word][position] == '\0' ? sch_word_results[word] : RS_STR;
    }
    switch (state) {
    case SCH_ZERO: case SCH_INT: case SCH_OCT: case SCH_HEX: return RS_INT;
    case SCH_FRACTION: case SCH_EXPONENT: return RS_FLOAT;
    default: return RS_STR;
    }
}

static int8_t sch_next(int8_t state, int32_t c) {
    if (state >= SCH_TRAILING_BASE) return (c == ' ' || c == '\t') ? state : SCH_STT_FRZ;
    if (c == ' ' || c == '\t') {
        ResultSchema result = sch_result(state);
        return result == RS_STR ? SCH_STT_FRZ : (int8_t)(SCH_TRAILING_BASE + result);
    }
    if (state >= SCH_WORD_BASE) {
        int word = (state - SCH_WORD_BASE) / 6, position = (state - SCH_WORD_BASE) % 6;
        int next = sch_word_continuing(sch_words[word], position, c);
        return next < 0 || position + 1 > 5 ? SCH_STT_FRZ : sch_word_state(next, position + 1);
    }
    switch (state) {
    case SCH_START:
        if (c == '-' || c == '+') return SCH_SIGN;
        if (c == '0') return SCH_ZERO;
        if (sch_is_digit(c)) return SCH_INT;
        if (c == '.') return SCH_DOT;
        { int word = sch_word_continuing("", 0, c); return word < 0 ? SCH_STT_FRZ : sch_word_state(word, 1); }
    case SCH_SIGN:
        if (sch_is_digit(c)) return SCH_INT;
        if (c == '.') return SCH_DOT;
        return SCH_STT_FRZ;
    case SCH_ZERO:
        if (c == 'o') return SCH_OCT_PREFIX;
        if (c == 'x') return SCH_HEX_PREFIX;
        /* fall through */
    case SCH_INT:
        if (sch_is_digit(c)) return SCH_INT;
        if (c == '.') return SCH_FRACTION;
        if (c == 'e' || c == 'E') return SCH_EXPONENT_MARK;
        return SCH_STT_FRZ;
    case SCH_OCT_PREFIX: case SCH_OCT:
        return (c >= '0' && c <= '7') ? SCH_OCT : SCH_STT_FRZ;
    case SCH_HEX_PREFIX: case SCH_HEX:
        return sch_is_hex(c) ? SCH_HEX : SCH_STT_FRZ;
    case SCH_DOT:
        if (sch_is_digit(c)) return SCH_FRACTION;
        { int word = sch_word_continuing(".", 1, c); return word < 0 ? SCH_STT_FRZ : sch_word_state(word, 2); }
    case SCH_FRACTION:
        if (sch_is_digit(c)) return SCH_FRACTION;
        if (c == 'e' || c == 'E') return SCH_EXPONENT_MARK;
        return SCH_STT_FRZ;
    case SCH_EXPONENT_MARK:
        if (c == '-' || c == '+') return SCH_EXPONENT_SIGN;
        /* fall through */
    case SCH_EXPONENT_SIGN: case SCH_EXPONENT:
        return sch_is_digit(c) ? SCH_EXPONENT : SCH_STT_FRZ;
    default:
        return SCH_STT_FRZ;
    }
}

static int8_t adv_sch_stt(int8_t sch_stt, int32_t cur_chr, ResultSchema *rlt_sch) {
    int8_t next = sch_stt == SCH_STT_FRZ ? SCH_STT_FRZ : sch_next(sch_stt, cur_chr);
    *rlt_sch = next == SCH_STT_FRZ ? RS_STR : sch_result(next);
    return next;
}

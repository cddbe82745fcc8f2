# Compiles the fetched grammars (fetch_grammars.py) into one static library, libfoliogrammars.a.
# Included by the top-level Makefile's `grammars` target through a sub-make, once sources.mk exists.
# -O1: tree-sitter's parser.c files are mostly tables (tens of MB of C); -O2 takes far longer to
# compile for no measurable gain in parsing (README "Syntax highlighting").
GRAMMAR_OUT    ?= .build/grammars
GRAMMAR_CFLAGS ?= -O1 -fPIC -w -std=c11
include $(GRAMMAR_OUT)/sources.mk

GRAMMAR_OBJECTS := $(patsubst $(GRAMMAR_OUT)/src/%.c,$(GRAMMAR_OUT)/obj/%.o,$(GRAMMAR_SOURCES)) \
                   $(GRAMMAR_OUT)/obj/registry.o

# SwiftPM does not see this library change: touching a Highlight source makes it link again.
$(GRAMMAR_OUT)/libfoliogrammars.a: $(GRAMMAR_OBJECTS)
	rm -f $@ && ar rcs $@ $^
	touch $(CURDIR)/Sources/Highlight/Grammar.swift

$(GRAMMAR_OUT)/obj/%.o: $(GRAMMAR_OUT)/src/%.c
	@mkdir -p $(dir $@)
	$(CC) $(GRAMMAR_CFLAGS) -I$(dir $<) -c $< -o $@

$(GRAMMAR_OUT)/obj/registry.o: $(GRAMMAR_OUT)/registry.c Sources/CHighlightGrammars/grammars.h
	@mkdir -p $(dir $@)
	$(CC) $(GRAMMAR_CFLAGS) -I$(CURDIR)/Sources/CHighlightGrammars -c $< -o $@


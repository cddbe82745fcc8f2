# Compiles the fetched grammars and tree-sitter's C runtime (fetch_grammars.py) into one static
# library, libfoliogrammars.a: the only tree-sitter Folio links (not Debian's libtree-sitter).
# Included by the top-level Makefile's `grammars` target through a sub-make, once sources.mk exists.
# -O1: tree-sitter's parser.c files are mostly tables (tens of MB of C); -O2 takes far longer to
# compile for no measurable gain in parsing (PERFORMANCE.md "Syntax highlighting").
GRAMMAR_OUT    ?= .build/grammars
GRAMMAR_CFLAGS ?= -O1 -fPIC -w -std=c11
# The runtime (tree_sitter/core/lib/src/lib.c, a single translation unit), where parsing and queries
# spend their time: -O3, and -fno-semantic-interposition because the library is linked statically
# into Folio's executables, so its exported functions cannot be replaced at load time; with -fPIC
# alone GCC must assume they can and does not inline the small ones the parser calls at every token
# (ts_language_table_entry, ts_subtree_retain, ts_stack_push…). Together 7.5% fewer instructions to
# parse the bench's code blocks than py-tree-sitter's -O2 (callgrind, PERFORMANCE.md "Syntax highlighting").
RUNTIME_CFLAGS ?= -O3 -fPIC -fno-semantic-interposition -std=c11 -D_POSIX_C_SOURCE=200112L -D_DEFAULT_SOURCE -w
RUNTIME        := $(GRAMMAR_OUT)/runtime
include $(GRAMMAR_OUT)/sources.mk

GRAMMAR_OBJECTS := $(patsubst $(GRAMMAR_OUT)/src/%.c,$(GRAMMAR_OUT)/obj/%.o,$(GRAMMAR_SOURCES)) \
                   $(GRAMMAR_OUT)/obj/registry.o $(GRAMMAR_OUT)/obj/runtime/lib.o $(GRAMMAR_OUT)/obj/folio_preorder.o

# SwiftPM does not see this library change (and, comparing sources by content, not a touched source
# either): removing the products that link it makes them link again.
$(GRAMMAR_OUT)/libfoliogrammars.a: $(GRAMMAR_OBJECTS)
	rm -f $@ && ar rcs $@ $^
	rm -rf $(foreach dir,$(wildcard $(CURDIR)/.build/*-linux-gnu/debug $(CURDIR)/.build/*-linux-gnu/release),$(dir)/folio $(dir)/folio-bench $(dir)/FolioPackageTests.xctest)

$(GRAMMAR_OUT)/obj/%.o: $(GRAMMAR_OUT)/src/%.c
	@mkdir -p $(dir $@)
	$(CC) $(GRAMMAR_CFLAGS) -I$(dir $<) -c $< -o $@

$(GRAMMAR_OUT)/obj/registry.o: $(GRAMMAR_OUT)/registry.c Sources/CHighlightGrammars/grammars.h $(RUNTIME)/VERSION
	@mkdir -p $(dir $@)
	$(CC) $(GRAMMAR_CFLAGS) -I$(CURDIR)/Sources/CHighlightGrammars -c $< -o $@

# The runtime is compiled with a profile (GCC's profile-guided optimisation): compiled instrumented,
# trained by pgo_train.c on the highlight tests' corpus (every grammar's query compiled and run, each
# file parsed whole and in blocks), then compiled again with the profile. 16% fewer instructions to
# parse the bench's code blocks (PERFORMANCE.md "Syntax highlighting", stop 81). Functions the training
# never ran are compiled as without a profile (-fprofile-partial-training). When any step fails, or
# the compiler is not GCC, the runtime is compiled as before, without a profile.
# This file is a prerequisite: a checkout whose flags changed compiles the runtime again.
RUNTIME_PGO      ?= $(shell $(CC) -v 2>&1 | grep -q '^gcc version' && echo yes)
PGO_CORPUS       := $(sort $(wildcard $(CURDIR)/Tests/HighlightTests/Corpus/*))
PGO_TRAIN_INPUTS := $(filter-out $(GRAMMAR_OUT)/obj/runtime/lib.o $(GRAMMAR_OUT)/obj/folio_preorder.o,$(GRAMMAR_OBJECTS))
RUNTIME_COMPILE   = $(CC) $(RUNTIME_CFLAGS) -I$(RUNTIME)/include -I$(RUNTIME)/src -c $< -o $@
$(GRAMMAR_OUT)/obj/runtime/lib.o: $(RUNTIME)/src/lib.c $(RUNTIME)/VERSION Sources/CHighlightGrammars/grammars.mk \
                                  Sources/CHighlightGrammars/pgo_train.c $(PGO_CORPUS) $(PGO_TRAIN_INPUTS)
	@mkdir -p $(dir $@)
	@rm -f $(@:.o=.gcda)
	@if [ "$(RUNTIME_PGO)" = yes ] && \
	   $(RUNTIME_COMPILE) -fprofile-generate -fprofile-update=single && \
	   $(CC) $(RUNTIME_CFLAGS) -I$(CURDIR)/Sources/CHighlightGrammars -c Sources/CHighlightGrammars/pgo_train.c \
	     -o $(GRAMMAR_OUT)/obj/pgo_train.o && \
	   $(CC) -fprofile-generate $(GRAMMAR_OUT)/obj/pgo_train.o $@ $(PGO_TRAIN_INPUTS) -o $(GRAMMAR_OUT)/pgo_train && \
	   $(GRAMMAR_OUT)/pgo_train $(PGO_CORPUS) && \
	   $(RUNTIME_COMPILE) -fprofile-use -fprofile-partial-training -fprofile-correction -Wno-missing-profile; then \
	  echo "tree-sitter runtime compiled with a profile (pgo_train.c)"; \
	else \
	  echo "tree-sitter runtime compiled without a profile"; $(RUNTIME_COMPILE); \
	fi
	@rm -f $(@:.o=.gcda) $(GRAMMAR_OUT)/pgo_train $(GRAMMAR_OUT)/obj/pgo_train.o

# Folio's own walk of a tree (folio_preorder.c): built with the runtime's flags and internal headers.
$(GRAMMAR_OUT)/obj/folio_preorder.o: Sources/CHighlightGrammars/folio_preorder.c Sources/CHighlightGrammars/grammars.h $(RUNTIME)/VERSION \
                                     Sources/CHighlightGrammars/grammars.mk
	@mkdir -p $(dir $@)
	$(CC) $(RUNTIME_CFLAGS) -I$(CURDIR)/Sources/CHighlightGrammars -I$(RUNTIME)/include -I$(RUNTIME)/src -c $< -o $@

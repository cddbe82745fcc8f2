#!/usr/bin/env python3
"""Pygments' tokens for a file, as JSON [[token type, text], ...] on stdout.

Why: PygmentsAgreementTests compares Folio's highlighting with Pygments, an independent
highlighter, on the corpus in Corpus/. Only the tests use it (never a site build).
Usage: pygments_tokens.py LEXER FILE
"""
import json
import sys

from pygments.lexers import get_lexer_by_name

lexer = get_lexer_by_name(sys.argv[1], stripnl=False, stripall=False, ensurenl=False, tabsize=0)
text = open(sys.argv[2], encoding="utf-8").read()
json.dump([[str(kind), value] for kind, value in lexer.get_tokens(text)], sys.stdout)

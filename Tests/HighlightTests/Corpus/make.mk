# Build the site
CONTENT ?= Content
OUTPUT  := _site
SOURCES := $(wildcard $(CONTENT)/*.md)

.PHONY: all clean

all: $(OUTPUT)/index.html

$(OUTPUT)/index.html: $(SOURCES)
	folio build --content $(CONTENT) --output $(OUTPUT)
	@echo "built $(words $(SOURCES)) notes"

clean:
	rm -rf $(OUTPUT)

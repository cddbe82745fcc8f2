// The MermaidSequence module. See README.md, Architecture.

// The MermaidState module. See README.md, Architecture.

// The MermaidClass module. See README.md, Architecture.

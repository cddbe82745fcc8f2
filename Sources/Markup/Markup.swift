// The Markup module. See README.md, Architecture.

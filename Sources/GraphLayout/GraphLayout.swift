// The GraphLayout module. See README.md, Architecture.

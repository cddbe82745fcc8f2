// The FolioSite module. See README.md, Architecture.

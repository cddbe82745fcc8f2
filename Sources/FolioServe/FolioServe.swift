// The FolioServe module. See README.md, Architecture.

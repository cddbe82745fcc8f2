// The MermaidFlowchart module. See README.md, Architecture.

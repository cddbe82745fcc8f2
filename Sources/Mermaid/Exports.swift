// Why: the Mermaid product's public face is these few types and `MermaidRenderer`. They are declared in
// MermaidCore (every renderer uses them) and re-exported here one by one, so `import Mermaid` shows them
// and nothing else: the engine's 200-odd internals stay `package`.
@_exported import struct MermaidCore.RenderOptions
@_exported import struct MermaidCore.RenderResult
@_exported import struct MermaidCore.MermaidError
@_exported import struct MermaidCore.MermaidWarning
@_exported import struct MermaidCore.SourcePosition
@_exported import enum MermaidCore.ConfigValue

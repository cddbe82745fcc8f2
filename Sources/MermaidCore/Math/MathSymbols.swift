// Why: the supported subset of KaTeX's symbol commands, in one table, so the README can
// point at it and a command outside it is found (and reported) in one place.

/// TeX symbol commands and the characters Folio draws for them.
package enum MathSymbols {
    /// Command name (without `\`) → character and class.
    package static func symbol(_ name: String) -> (String, MathVariant, MathClass)? {
        if let g = greek[name] {
            // TeX sets lowercase Greek in italic and capitals upright.
            return (g, g.unicodeScalars.first.map { $0.properties.isLowercase } == true ? .italic : .roman, .ordinary)
        }
        if let s = ordinary[name] { return (s, .roman, .ordinary) }
        if let s = binary[name] { return (s, .roman, .binary) }
        if let s = relation[name] { return (s, .roman, .relation) }
        if let s = largeOperators[name] { return (s, .roman, .largeOperator(limits: !s.hasPrefix("∫") && !s.hasPrefix("∮"))) }
        if functions.contains(name) { return (name, .roman, .function) }
        if limitFunctions.contains(name) { return (name == "liminf" ? "lim inf" : name == "limsup" ? "lim sup" : name,
                                                   .roman, .largeOperator(limits: true)) }
        return nil
    }

    /// Horizontal spacing commands, in em.
    package static let spaces: [String: Double] = [
        ",": 3.0 / 18, ":": 4.0 / 18, ">": 4.0 / 18, ";": 5.0 / 18, "!": -3.0 / 18, " ": 0.25,
        "quad": 1, "qquad": 2, "thinspace": 3.0 / 18, "medspace": 4.0 / 18, "thickspace": 5.0 / 18,
        "enspace": 0.5, "negthinspace": -3.0 / 18,
    ]

    /// Combining marks for the accents on a single character.
    package static let accents: [String: String] = [
        "hat": "\u{0302}", "widehat": "\u{0302}", "bar": "\u{0304}", "vec": "\u{20D7}", "dot": "\u{0307}",
        "ddot": "\u{0308}", "tilde": "\u{0303}", "widetilde": "\u{0303}", "acute": "\u{0301}",
        "grave": "\u{0300}", "breve": "\u{0306}", "check": "\u{030C}",
    ]

    /// Delimiters accepted after `\left`, `\right`, `\big` …
    package static func delimiter(_ token: String) -> String? {
        switch token {
        case "(", ")", "[", "]", "|", "/", ".": return token == "." ? "" : token
        case "\\{", "\\lbrace": return "{"
        case "\\}", "\\rbrace": return "}"
        case "\\|", "\\Vert": return "‖"
        case "\\vert": return "|"
        case "\\langle": return "⟨"
        case "\\rangle": return "⟩"
        case "\\lfloor": return "⌊"
        case "\\rfloor": return "⌋"
        case "\\lceil": return "⌈"
        case "\\rceil": return "⌉"
        case "\\lbrack": return "["
        case "\\rbrack": return "]"
        case "\\backslash": return "\\"
        default: return nil
        }
    }

    /// `\mathcal{L}` → `ℒ`: capitals in Unicode's script letters (others unchanged).
    package static func script(_ c: Character) -> String? {
        let special: [Character: String] = ["B": "ℬ", "E": "ℰ", "F": "ℱ", "H": "ℋ", "I": "ℐ", "L": "ℒ", "M": "ℳ", "R": "ℛ"]
        if let s = special[c] { return s }
        guard let v = c.unicodeScalars.first?.value, c.unicodeScalars.count == 1, (0x41...0x5A).contains(v),
              let s = Unicode.Scalar(0x1D49C + v - 0x41) else { return nil }
        return String(Character(s))
    }

    /// `\mathbb{R}` → `ℝ` (letters only).
    package static func doubleStruck(_ c: Character) -> String? {
        let special: [Character: String] = ["C": "ℂ", "H": "ℍ", "N": "ℕ", "P": "ℙ", "Q": "ℚ", "R": "ℝ", "Z": "ℤ"]
        if let s = special[c] { return s }
        guard let v = c.unicodeScalars.first?.value, c.unicodeScalars.count == 1 else { return nil }
        if (0x41...0x5A).contains(v), let s = Unicode.Scalar(0x1D538 + v - 0x41) { return String(Character(s)) }
        if (0x61...0x7A).contains(v), let s = Unicode.Scalar(0x1D552 + v - 0x61) { return String(Character(s)) }
        if (0x30...0x39).contains(v), let s = Unicode.Scalar(0x1D7D8 + v - 0x30) { return String(Character(s)) }
        return nil
    }

    static let greek: [String: String] = [
        "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ϵ", "varepsilon": "ε", "zeta": "ζ",
        "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν",
        "xi": "ξ", "omicron": "ο", "pi": "π", "varpi": "ϖ", "rho": "ρ", "varrho": "ϱ", "sigma": "σ", "varsigma": "ς",
        "tau": "τ", "upsilon": "υ", "phi": "ϕ", "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω",
        "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ",
        "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
    ]

    static let ordinary: [String: String] = [
        "infty": "∞", "partial": "∂", "nabla": "∇", "forall": "∀", "exists": "∃", "nexists": "∄",
        "emptyset": "∅", "varnothing": "∅", "neg": "¬", "lnot": "¬", "hbar": "ℏ", "ell": "ℓ", "prime": "′",
        "angle": "∠", "triangle": "△", "ldots": "…", "dots": "…", "cdots": "⋯", "vdots": "⋮", "ddots": "⋱",
        "aleph": "ℵ", "Re": "ℜ", "Im": "ℑ", "top": "⊤", "bot": "⊥", "#": "#", "%": "%", "$": "$", "&": "&",
        "_": "_", "{": "{", "}": "}", "lbrace": "{", "rbrace": "}", "langle": "⟨", "rangle": "⟩",
        "lfloor": "⌊", "rfloor": "⌋", "lceil": "⌈", "rceil": "⌉", "|": "‖", "Vert": "‖", "vert": "|",
        "backslash": "\\", "degree": "°", "checkmark": "✓", "dagger": "†", "ddagger": "‡", "S": "§",
        "clubsuit": "♣", "diamondsuit": "♢", "heartsuit": "♡", "spadesuit": "♠", "surd": "√", "wp": "℘",
        "imath": "ı", "jmath": "ȷ", "square": "□", "blacksquare": "■", "lbrack": "[", "rbrack": "]",
    ]

    static let binary: [String: String] = [
        "pm": "±", "mp": "∓", "times": "×", "div": "÷", "cdot": "⋅", "ast": "∗", "star": "⋆", "circ": "∘",
        "bullet": "∙", "cup": "∪", "cap": "∩", "wedge": "∧", "land": "∧", "vee": "∨", "lor": "∨",
        "oplus": "⊕", "ominus": "⊖", "otimes": "⊗", "oslash": "⊘", "odot": "⊙", "setminus": "∖",
        "sqcup": "⊔", "sqcap": "⊓", "uplus": "⊎", "amalg": "⨿", "diamond": "⋄",
    ]

    static let relation: [String: String] = [
        "leq": "≤", "le": "≤", "geq": "≥", "ge": "≥", "neq": "≠", "ne": "≠", "approx": "≈", "equiv": "≡",
        "sim": "∼", "simeq": "≃", "cong": "≅", "propto": "∝", "in": "∈", "notin": "∉", "ni": "∋",
        "subset": "⊂", "subseteq": "⊆", "supset": "⊃", "supseteq": "⊇", "to": "→", "rightarrow": "→",
        "leftarrow": "←", "gets": "←", "Rightarrow": "⇒", "Leftarrow": "⇐", "leftrightarrow": "↔",
        "Leftrightarrow": "⇔", "iff": "⟺", "implies": "⟹", "impliedby": "⟸", "mapsto": "↦",
        "longrightarrow": "⟶", "longleftarrow": "⟵", "Longrightarrow": "⟹", "Longleftarrow": "⟸",
        "uparrow": "↑", "downarrow": "↓", "Uparrow": "⇑", "Downarrow": "⇓", "updownarrow": "↕",
        "nearrow": "↗", "searrow": "↘", "swarrow": "↙", "nwarrow": "↖", "hookrightarrow": "↪",
        "ll": "≪", "gg": "≫", "perp": "⊥", "parallel": "∥", "mid": "∣", "nmid": "∤", "models": "⊨",
        "vdash": "⊢", "dashv": "⊣", "prec": "≺", "succ": "≻", "preceq": "⪯", "succeq": "⪰", "doteq": "≐",
        "asymp": "≍", "coloneqq": "≔", "leqslant": "⩽", "geqslant": "⩾", "lt": "<", "gt": ">",
        "nleq": "≰", "ngeq": "≱", "subsetneq": "⊊", "supsetneq": "⊋", "therefore": "∴", "because": "∵",
    ]

    static let largeOperators: [String: String] = [
        "sum": "∑", "prod": "∏", "coprod": "∐", "int": "∫", "iint": "∬", "iiint": "∭", "oint": "∮",
        "bigcup": "⋃", "bigcap": "⋂", "bigoplus": "⨁", "bigotimes": "⨂", "bigvee": "⋁", "bigwedge": "⋀",
        "bigsqcup": "⨆", "biguplus": "⨄", "bigodot": "⨀",
    ]

    static let functions: Set<String> = [
        "sin", "cos", "tan", "cot", "sec", "csc", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "coth",
        "log", "ln", "lg", "exp", "det", "dim", "ker", "gcd", "deg", "arg", "hom", "Pr",
    ]

    static let limitFunctions: Set<String> = ["lim", "liminf", "limsup", "max", "min", "sup", "inf"]
}

import Yams

/// Turns the Yams node tree of a note's front matter into ``FrontMatterValue``s, within budgets.
///
/// Why: YAML aliases let a few lines describe an enormous tree. 10,000 uses of a 100 KB anchor
/// (a 168 KB note) became a gigabyte of page, 16 s and 2 GB of memory; "billion laughs" input
/// was cut at a fixed count without a word. Text with no alias can never exceed the budgets
/// (its values and bytes are at most its own size), so only expansion is ever refused, and
/// refusing is reported, at the alias that went over, as a front matter error.
struct FrontMatterConverter {
    /// Why a conversion stopped: the key whose value went over, and what went over.
    struct Overflow: Error {
        var message: String
    }

    private var valuesLeft: Int
    private var bytesLeft: Int
    private let byteLimit: Int
    private let inputBytes: Int
    private let firstLine: Int
    /// Duplicate keys in nested mappings, as file positions.
    private(set) var warnings: [FrontMatterError] = []

    /// Budgets for YAML of `inputBytes` bytes that starts on line `firstLine` of the note.
    init(inputBytes: Int, firstLine: Int) {
        self.inputBytes = inputBytes
        self.firstLine = firstLine
        valuesLeft = inputBytes + FrontMatterLimits.aliasValueAllowance
        byteLimit = FrontMatterLimits.aliasByteFactor * inputBytes + FrontMatterLimits.aliasByteAllowance
        bytesLeft = byteLimit
    }

    mutating func convert(_ node: Node, depth: Int = 0) throws -> FrontMatterValue {
        guard depth < FrontMatterLimits.maxDepth else {
            throw Overflow(message: "front matter nests more than \(FrontMatterLimits.maxDepth) levels deep through YAML aliases; refused")
        }
        valuesLeft -= 1
        guard valuesLeft >= 0 else {
            throw Overflow(message: "YAML aliases expand the front matter to more than \(inputBytes + FrontMatterLimits.aliasValueAllowance) values; refused")
        }
        switch node {
        case .scalar(let scalar):
            bytesLeft -= scalar.string.utf8.count
            guard bytesLeft >= 0 else {
                throw Overflow(message: "YAML aliases expand the front matter to more than \(FrontMatterConverter.size(byteLimit)) "
                               + "(it is \(FrontMatterConverter.size(inputBytes))); refused")
            }
            if scalar.style == .plain && (scalar.string == "~" || scalar.string == "null" || scalar.string.isEmpty) {
                return .null
            }
            return .string(scalar.string)
        case .sequence(let sequence):
            var items: [FrontMatterValue] = []
            for item in sequence { items.append(try convert(item, depth: depth + 1)) }
            return .list(items)
        case .mapping(let mapping):
            var pairs: [(key: String, value: FrontMatterValue)] = []
            var seen: [String: Int] = [:]
            for pair in mapping {
                let key = pair.key.string ?? ""
                let line = (pair.key.mark?.line ?? 1) + firstLine - 1
                if let first = seen[key] {
                    warnings.append(FrontMatterConverter.duplicate(key, line: line, column: pair.key.mark?.column ?? 1,
                                                                   first: first, ignored: false))
                } else {
                    seen[key] = line
                }
                pairs.append((key: key, value: try convert(pair.value, depth: depth + 1)))
            }
            return .map(pairs)
        }
    }

    /// The warning for a key given twice in one mapping.
    static func duplicate(_ key: String, line: Int, column: Int, first: Int, ignored: Bool = true) -> FrontMatterError {
        FrontMatterError(line: line, column: column, message: "duplicate front matter key '\(key)' (first on line \(first))"
                         + (ignored ? "; this value is ignored" : ""))
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes / (1 << 20)) MB" : bytes >= 1 << 10 ? "\(bytes / (1 << 10)) KB" : "\(bytes) bytes"
    }
}

/// How much YAML front matter may ask of a build.
enum FrontMatterLimits {
    /// Nesting levels (block indentation plus flow brackets). Real front matter uses two or three.
    static let maxDepth = 100
    /// Values beyond one per byte of input that aliases may add.
    static let aliasValueAllowance = 100_000
    /// Expanded text may reach this many times the input, plus the allowance, through aliases.
    static let aliasByteFactor = 4
    static let aliasByteAllowance = 1 << 20
}

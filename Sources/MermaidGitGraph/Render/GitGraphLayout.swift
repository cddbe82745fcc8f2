// Why: mermaid places gitGraph commits on a fixed grid (one step of 50px per commit, one lane
// per branch) rather than with a graph layout; reproducing its arithmetic keeps our drawings
// interchangeable with mermaid's. This file does the placing; `GitGraphSVGWriter` draws.
import MermaidCore

/// Settings of the `gitGraph` config section that shape the drawing.
struct GitGraphSettings {
    var showBranches = true
    var showCommitLabel = true
    var rotateCommitLabel = true
    var parallelCommits = false
    var titleTopMargin = 25.0
    var diagramPadding = 8.0
    var mainBranchName = "main"
    var mainBranchOrder: Double? = 0

    init(context: DiagramContext) {
        // No layer set the section, and mermaid's defaults have none: every setting keeps its default
        // (eight lookups of a section that is not there cost more than a small graph's placing).
        if context.keepsDefaults("gitGraph"), Self.defaultsHaveNoSection { return }
        func bool(_ key: String) -> Bool? {
            guard let value = context.setting("gitGraph", key) else { return nil }
            if let b = value.boolValue { return b }
            return value.stringValue.map { $0.lowercased() == "true" }
        }
        showBranches = bool("showBranches") ?? true
        showCommitLabel = bool("showCommitLabel") ?? true
        rotateCommitLabel = bool("rotateCommitLabel") ?? true
        parallelCommits = bool("parallelCommits") ?? false
        titleTopMargin = context.setting("gitGraph", "titleTopMargin")?.doubleValue ?? 25
        diagramPadding = context.setting("gitGraph", "diagramPadding")?.doubleValue ?? 8
        if let name = context.setting("gitGraph", "mainBranchName")?.stringValue?.trimmingASCIIWhitespace(),
           !name.isEmpty {
            mainBranchName = name
        }
        if let order = context.setting("gitGraph", "mainBranchOrder")?.doubleValue { mainBranchOrder = order }
    }

    /// True while ``ConfigDefaults`` has no `gitGraph` section (the defaults above are mermaid's).
    static let defaultsHaveNoSection = ConfigDefaults.value["gitGraph"] == nil
}

/// Where every branch lane and commit goes.
struct GitGraphLayout {
    static let commitStep = 40.0
    static let layoutOffset = 10.0
    /// Where the time axis starts in TB/BT.
    static let verticalStart = 30.0

    struct Lane {
        /// Position across the time axis (y in LR, x in TB/BT).
        var pos: Double
        /// Index in drawing order (picks the colour class).
        var index: Int
        /// Label width and height.
        var labelWidth: Double
        var labelHeight: Double
    }

    struct Point {
        var x: Double
        var y: Double
        /// The commit's position on the time axis before mermaid's 10px offset.
        var pos: Double
    }

    let graph: GitGraph
    let orientation: GitOrientation
    private(set) var lanes: [String: Lane] = [:]
    private(set) var branchOrder: [GitBranch] = []
    private(set) var points: [Point] = []
    /// End of the time axis (where branch lines stop).
    private(set) var maxPos = 0.0

    init(graph: GitGraph, settings: GitGraphSettings, measure: (String) -> (Double, Double)) {
        self.graph = graph
        orientation = graph.orientation
        var pos = 0.0
        branchOrder = graph.sortedBranches
        for (index, branch) in branchOrder.enumerated() {
            let (width, height) = measure(branch.name)
            lanes[branch.name] = Lane(pos: pos, index: index, labelWidth: width, labelHeight: height)
            pos += 50 + (settings.rotateCommitLabel ? 40 : 0) + (orientation.isVertical ? width / 2 : 0)
        }
        placeCommits(parallel: settings.parallelCommits)
    }

    /// Lane of a commit's branch (every commit's branch has one).
    func lane(_ commit: GitCommit) -> Lane {
        lanes[commit.branch] ?? Lane(pos: 0, index: 0, labelWidth: 0, labelHeight: 0)
    }

    /// Commits sorted by `seq` (creation order), with the index of each in `graph.commits`.
    private var bySeq: [Int] {
        graph.commits.indices.sorted { graph.commits[$0].seq < graph.commits[$1].seq }
    }

    private mutating func placeCommits(parallel: Bool) {
        points = Array(repeating: Point(x: 0, y: 0, pos: 0), count: graph.commits.count)
        let order = bySeq
        // Time-axis position of each commit before the offset.
        var axis = Array(repeating: 0.0, count: graph.commits.count)
        var pos = orientation.isVertical ? Self.verticalStart : 0
        for index in order {
            let commit = graph.commits[index]
            if parallel {
                // One step after the furthest parent; roots at the start.
                let parents = commit.parents.compactMap { graph.indexById[$0] }
                if let furthest = parents.map({ axis[$0] }).max() {
                    pos = furthest + Self.commitStep + Self.layoutOffset
                } else {
                    pos = orientation.isVertical ? Self.verticalStart : 0
                }
            }
            axis[index] = pos
            pos += Self.commitStep + Self.layoutOffset
            maxPos = max(maxPos, pos)
        }
        // BT is TB mirrored: the first commit at the bottom.
        let first = (orientation.isVertical ? Self.verticalStart : 0) + Self.layoutOffset
        let last = (axis.max() ?? 0) + Self.layoutOffset
        for index in order {
            let commit = graph.commits[index]
            let lanePos = lane(commit).pos
            var along = axis[index] + Self.layoutOffset
            if orientation == .bottomToTop { along = first + last - along }
            switch orientation {
            case .leftToRight: points[index] = Point(x: along, y: lanePos - 2, pos: along - Self.layoutOffset)
            case .topToBottom, .bottomToTop: points[index] = Point(x: lanePos, y: along, pos: along - Self.layoutOffset)
            }
        }
    }
}

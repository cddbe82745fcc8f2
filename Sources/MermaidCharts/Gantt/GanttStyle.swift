// Why: the gantt CSS with mermaid's class names; colours are theme variables so the chart follows
// the page's light or dark scheme.
import MermaidCore

enum GanttStyle {
    static func css(context: DiagramContext) -> String {
        StyleSheetMemo.css("gantt", context: context) { write(context: context) }
    }

    private static func write(context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        let font = "font-family:" + context.fontFamily + ";"
        func c(_ name: String) -> String { context.color(name) }
        var rules: [String] = [
            "\(p) .exclude-range{fill:\(c("excludeBkgColor"));}",
            "\(p) .section{stroke:none;opacity:0.2;}",
            "\(p) .section0{fill:\(c("sectionBkgColor"));}",
            "\(p) .section2{fill:\(c("sectionBkgColor2"));}",
            "\(p) .section1,\(p) .section3{fill:\(c("altSectionBkgColor"));opacity:0.2;}",
            "\(p) .sectionTitle0,\(p) .sectionTitle1,\(p) .sectionTitle2,\(p) .sectionTitle3{fill:\(c("titleColor"));}",
            "\(p) .sectionTitle{text-anchor:start;\(font)}",
            "\(p) .grid .tick{stroke:\(c("gridColor"));opacity:0.8;shape-rendering:crispEdges;}",
            "\(p) .grid .tick text{\(font)fill:\(c("textColor"));}",
            "\(p) .grid path{stroke-width:0;}",
            "\(p) .today{fill:none;stroke:\(c("todayLineColor"));stroke-width:2px;}",
            "\(p) .task{stroke-width:2;}",
            "\(p) .taskText{text-anchor:middle;\(font)}",
            "\(p) .taskTextOutsideRight{fill:\(c("taskTextDarkColor"));text-anchor:start;\(font)}",
            "\(p) .taskTextOutsideLeft{fill:\(c("taskTextDarkColor"));text-anchor:end;}",
            "\(p) .task.clickable{cursor:pointer;}",
            "\(p) .taskText.clickable,\(p) .taskTextOutsideLeft.clickable,\(p) .taskTextOutsideRight.clickable{cursor:pointer;fill:\(c("taskTextClickableColor")) !important;font-weight:bold;}",
            "\(p) .milestone{transform:rotate(45deg) scale(0.8,0.8);}",
            "\(p) .milestoneText{font-style:italic;}",
            "\(p) .vert{stroke:\(c("vertLineColor"));}",
            "\(p) .vertText{font-size:15px;text-anchor:middle;fill:\(c("vertLineColor")) !important;}",
            "\(p) .titleText{text-anchor:middle;font-size:18px;fill:\(c("titleColor"));\(font)}",
        ]
        for i in 0..<4 {
            rules.append("\(p) .taskText\(i){fill:\(c("taskTextColor"));}")
            rules.append("\(p) .task\(i){fill:\(c("taskBkgColor"));stroke:\(c("taskBorderColor"));}")
            rules.append("\(p) .taskTextOutside\(i){fill:\(c("taskTextOutsideColor"));}")
            rules.append("\(p) .active\(i){fill:\(c("activeTaskBkgColor"));stroke:\(c("activeTaskBorderColor"));}")
            rules.append("\(p) .activeText\(i),\(p) .doneText\(i),\(p) .doneCritText\(i),\(p) .activeCritText\(i){fill:\(c("taskTextDarkColor")) !important;}")
            rules.append("\(p) .done\(i){stroke:\(c("doneTaskBorderColor"));fill:\(c("doneTaskBkgColor"));stroke-width:2;}")
            rules.append("\(p) .doneText\(i).taskTextOutsideLeft,\(p) .doneText\(i).taskTextOutsideRight,\(p) .doneCritText\(i).taskTextOutsideLeft,\(p) .doneCritText\(i).taskTextOutsideRight{fill:\(c("taskTextOutsideColor")) !important;}")
            rules.append("\(p) .crit\(i){stroke:\(c("critBorderColor"));fill:\(c("critBkgColor"));stroke-width:2;}")
            rules.append("\(p) .activeCrit\(i){stroke:\(c("critBorderColor"));fill:\(c("activeTaskBkgColor"));stroke-width:2;}")
            rules.append("\(p) .doneCrit\(i){stroke:\(c("critBorderColor"));fill:\(c("doneTaskBkgColor"));stroke-width:2;cursor:pointer;shape-rendering:crispEdges;}")
        }
        return rules.joined()
    }
}

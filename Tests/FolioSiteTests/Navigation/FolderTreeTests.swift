// Why: the folder tree tells a folder's section page by its file name without lowercasing every
// name; this holds that shortcut to the rule it stands for (the lowercased name is one of the
// section page names), including names that lowercasing changes in length.
import Testing
@testable import FolioSite

@Suite("Folder tree: section page names")
struct FolderTreeTests {
    @Test func sectionRankIsTheLowercasedNamesPlace() {
        let names = ["index.md", "INDEX.MD", "Readme.md", "README.markdown", "index.markdown", "readme.markdown",
                     "index.mdx", "index", "note.md", "readme.txt", "index.mar\u{212A}down", "İndex.md", "",
                     "ındex.md", "indeX.Md", "x-index.md", "read me.md", "_index.md", "_INDEX.md", "_index.markdown", "__index.md"]
        for name in names {
            #expect(FolderTree.sectionRank(of: Substring(name))
                    == FolderTree.sectionPageNames.firstIndex(of: name.lowercased()), "\(name)")
        }
        #expect(FolderTree.sectionRank(of: "index.mar\u{212A}down") == 2)
        #expect(FolderTree.sectionRank(of: "_index.md") == 4, "Hugo's section page, after the others")
    }
}

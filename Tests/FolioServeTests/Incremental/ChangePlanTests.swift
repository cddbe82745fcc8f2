import Foundation
import Testing
@testable import FolioSite

@Suite struct ChangePlanTests {
    @Test func sortsChangesIntoPagesAssetsAndFullBuilds() throws {
        let fixture = try SiteFixture()
        let content = fixture.content.standardizedFileURL.path
        let roots = [fixture.folder.url.appendingPathComponent("Templates").path,
                     fixture.folder.url.appendingPathComponent("folio.yml").path]
        func plan(_ paths: [String]) -> ChangePlan {
            ChangePlan.classify(changed: Set(paths), content: content, fullBuildRoots: roots,
                                pages: ["alpha.md", "beta.md", "notes/gamma.md"], assets: ["img/pic.png", "files/data.csv"])
        }
        try fixture.folder.write("a,b\n", to: "content/files/data.csv")
        #expect(plan([fixture.path("alpha.md"), fixture.path("files/data.csv")])
                == ChangePlan(pages: ["alpha.md"], assets: ["files/data.csv"]))
        // An image's size is written into the pages that show it: the site key tells which to render again.
        #expect(plan([fixture.path("img/pic.png")]).needsFullBuild)
        #expect(plan([roots[0] + "/page.mustache"]).needsFullBuild)
        #expect(plan([roots[1]]).needsFullBuild)
        #expect(plan([content]).needsFullBuild, "a lost-events report names the folder itself")
        try fixture.folder.write("new", to: "content/new.md")
        #expect(plan([fixture.path("new.md")]).needsFullBuild)
        #expect(plan([fixture.path("sedX1y2Z3")]) == ChangePlan(), "a temporary file already gone changes nothing")
        #expect(plan([fixture.path(".git/index")]) == ChangePlan())
        #expect(plan(["/somewhere/else.md"]) == ChangePlan())
        try FileManager.default.removeItem(atPath: fixture.path("beta.md"))
        #expect(plan([fixture.path("beta.md")]).needsFullBuild)
        // A folder's `_category_` file names and orders a section of every page's sidebar: any change to
        // it, even its removal (a file that is gone), is a full build.
        #expect(plan([fixture.path("notes/_category_.json")]).needsFullBuild, "removed (it never existed here)")
        #expect(plan([fixture.path("notes/_Category_.YML")]).needsFullBuild)
        #expect(plan([fixture.path(".cache/_category_.json")]) == ChangePlan(), "hidden folders are not content")
        #expect(plan([fixture.path("notes/.pages")]).needsFullBuild, "MkDocs' awesome-pages file orders a section too")
        #expect(plan([fixture.path(".pages")]).needsFullBuild, "and the top level")
        // A folder's `.meta.yml` is front matter of every note below it: any change is a full build.
        #expect(plan([fixture.path("notes/.meta.yml")]).needsFullBuild, "removed (it never existed here)")
        #expect(plan([fixture.path(".meta.yaml")]).needsFullBuild)
        #expect(plan([fixture.path(".cache/.meta.yml")]) == ChangePlan(), "not in a hidden folder")
        #expect(plan([fixture.path("notes/.metaXyml")]) == ChangePlan())
        #expect(plan([fixture.path("notes/x.meta.yml")]) == ChangePlan(), "a name that only ends like it")
        // A partial is shown by the pages that include it; any change to one, its removal too, is a full
        // build (with the cache's kept bodies, only the pages whose includes changed render again).
        #expect(plan([fixture.path("_warning.md")]).needsFullBuild)
        #expect(plan([fixture.path("_snippets/steps.md")]).needsFullBuild)
        #expect(plan([fixture.path("_posts/2020-01-01-post.md")]) == ChangePlan(), "a post already gone that never was a page changes nothing")
    }
}

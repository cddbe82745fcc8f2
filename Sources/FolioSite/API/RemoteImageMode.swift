/// What happens to an image on another host (`![x](https://…)`), from `images.remote` in folio.yml.
///
/// Why a choice: readers expect an image to show where its author wrote it (badges, screenshots on
/// a CDN), as every other generator does; a site that must never make a reader's browser contact
/// another host (an intranet, a privacy policy) keeps the image as a link instead. The theme
/// itself never loads anything remote either way.
public enum RemoteImageMode: String, Sendable {
    /// `<img src="https://…" loading="lazy">`, as written (the default).
    case show
    /// A link to the image showing its alt text; nothing is loaded.
    case link
}

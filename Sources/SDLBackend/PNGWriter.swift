import CPNG

/// Writes RGBA pixels as PNG files through libpng's simplified API, set for speed: no row filters
/// and a low zlib level (`PNG_IMAGE_FLAG_FAST`). About twice as fast as SDL_image's writer, which
/// tries every filter on every row at level 6; the same pixels always give the same bytes.
enum PNGWriter {
    /// Writes `height` rows of `width` RGBA pixels, `rowBytes` apart, to `path`.
    ///
    /// - Throws: ``SDLBackendError/writeFailed(path:message:)`` with libpng's message.
    static func write(_ pixels: UnsafeRawPointer, width: Int, height: Int, rowBytes: Int, to path: String) throws(SDLBackendError) {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = cpng_format_rgba
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        let ok = png_image_write_to_file(&image, path, 0, pixels, Int32(rowBytes), nil)
        guard ok != 0 else {
            let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            png_image_free(&image)
            throw .writeFailed(path: path, message: message.isEmpty ? "libpng could not write the file" : message)
        }
    }
}

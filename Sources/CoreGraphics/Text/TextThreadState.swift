@_implementationOnly import CCairo
@_implementationOnly import CPango

/// One thread's Pango objects: a font map bound to the engine's fontconfig configuration, two Pango
/// contexts (base direction left-to-right and right-to-left) and the layout cache.
///
/// Pango font maps, contexts and layouts are not thread-safe; keeping them per thread is what lets
/// graphics values (fonts, strings, layouts' results) be used from any thread, as on iOS.
/// The state rebuilds itself when ``TextEngine/useFontConfiguration(file:)`` loads new fonts.
final class TextThreadState {
    private static let key = ThreadLocalKey<TextThreadState>()

    /// The calling thread's state, up to date with the engine's configuration.
    static var current: TextThreadState {
        let state = key.value { TextThreadState() }
        state.refreshIfNeeded()
        return state
    }

    /// The configuration generation the font map was made for; -1 before the first use.
    private(set) var generation = -1
    private var configuration: FontConfiguration?
    private(set) var fontMap: UnsafeMutablePointer<PangoFontMap>?
    private var contexts: [OpaquePointer] = []
    /// Layouts measured on this thread, most recently used kept.
    var cache = TextLayoutCache(capacity: 256)
    /// Paragraphs shaped on this thread (see ``TextEngine/shapingCountOnCurrentThread``).
    var shapingCount = 0

    deinit { releasePango() }

    /// The Pango context whose base direction is right-to-left (`rtl`) or left-to-right.
    func context(rightToLeft rtl: Bool) -> OpaquePointer { contexts[rtl ? 1 : 0] }

    private func refreshIfNeeded() {
        let wanted = TextEngine.configuration
        guard wanted?.generation ?? 0 != generation || fontMap == nil else { return }
        releasePango()
        configuration = wanted
        generation = wanted?.generation ?? 0
        cache.removeAll()

        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        if let config = wanted?.config {
            pango_fc_font_map_set_config(OpaquePointer(map), config)
        }
        fontMap = map

        // Unhinted outlines and unrounded positions: a layout is the same at scale 1, 2 and 3, since text
        // is laid out in points and only rasterized at the device's scale.
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        for direction in [PANGO_DIRECTION_LTR, PANGO_DIRECTION_RTL] {
            let context = pango_font_map_create_context(map)!
            pango_cairo_context_set_font_options(context, options)
            pango_context_set_round_glyph_positions(context, 0)
            pango_context_set_base_dir(context, direction)
            pango_context_set_language(context, pango_language_from_string("en-us"))
            contexts.append(context)
        }
        cairo_font_options_destroy(options)
    }

    private func releasePango() {
        for context in contexts { g_object_unref(UnsafeMutableRawPointer(context)) }
        contexts = []
        if let fontMap { g_object_unref(fontMap) }
        fontMap = nil
        cache.removeAll()
    }

    /// Loads the face Pango picks for `font` and reads its metrics.
    func measure(_ font: TextFont) -> FontMetrics {
        let description = font.makePangoDescription()
        defer { pango_font_description_free(description) }
        guard let fontMap, let loaded = pango_font_map_load_font(fontMap, context(rightToLeft: false), description) else {
            return FontMetrics.fallback(size: font.size)
        }
        defer { g_object_unref(loaded) }
        return FontMetrics(font: loaded, size: font.size)
    }

    /// Loads the face Pango picks for `font` and reads its design metrics.
    func designMetrics(_ font: TextFont) -> FontDesignMetrics {
        let size: CGFloat = 4096
        let description = font.withSize(size).makePangoDescription()
        defer { pango_font_description_free(description) }
        guard let fontMap, let loaded = pango_font_map_load_font(fontMap, context(rightToLeft: false), description) else {
            return .fallback
        }
        defer { g_object_unref(loaded) }
        return FontDesignMetrics(font: loaded, size: size)
    }
}

@_implementationOnly import CPango

/// A fontconfig configuration with its fonts loaded: the set of fonts every text layout may use.
///
/// Fontconfig locks its configurations internally, so one configuration is shared by the Pango font
/// maps of every thread. A new configuration (``TextEngine/useFontConfiguration(file:)``) gets a new
/// `generation`; per-thread font maps, layout caches, metrics and the face list notice the change and
/// rebuild themselves.
package final class FontConfiguration: @unchecked Sendable {
    /// The `FcConfig *`, owned by this object.
    package let config: OpaquePointer
    /// Increases by one with every configuration the process loads.
    package let generation: Int
    /// The file the configuration was read from; nil for fontconfig's default (which honours
    /// `FONTCONFIG_FILE`).
    package let file: String?

    private init(config: OpaquePointer, generation: Int, file: String?) {
        self.config = config
        self.generation = generation
        self.file = file
    }

    deinit { FcConfigDestroy(config) }

    /// Fontconfig's default configuration: `FONTCONFIG_FILE` when it is set, else the system's
    /// `fonts.conf`. Nil only when fontconfig cannot load any configuration.
    static func loadDefault(generation: Int) -> FontConfiguration? {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        return FontConfiguration(config: config, generation: generation, file: nil)
    }

    /// Reads `path` and scans the font directories it names. Nil when the file is missing or malformed.
    static func load(file path: String, generation: Int) -> FontConfiguration? {
        guard let config = FcConfigCreate() else { return nil }
        let parsed = path.withCString { cPath in
            cPath.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
                FcConfigParseAndLoad(config, $0, 1) == 1
            }
        }
        guard parsed, FcConfigBuildFonts(config) == 1 else {
            FcConfigDestroy(config)
            return nil
        }
        return FontConfiguration(config: config, generation: generation, file: path)
    }
}

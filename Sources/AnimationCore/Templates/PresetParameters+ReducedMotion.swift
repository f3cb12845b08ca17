extension PresetParameters {
    /// The animation shown with Reduce Motion, built from ``reducedMotion``:
    /// - `instant`: every track at its final value, over a curve of duration 0;
    /// - `cross-fade`: opacity tracks (and the template's ``Template/crossFadeAppearing`` ones, 0 → 1)
    ///   over the fade's duration and timing, every other track at its final value;
    /// - `retimed`: the same tracks over the preset's duration with the variant's timing;
    /// - `preset`: `referenced`'s own full animation (the caller resolves the name in its studio).
    /// - Throws: ``TimingError`` when a `preset` variant's preset is not given.
    public func reducedMotionAnimation(referenced: PresetParameters? = nil) throws(TimingError) -> TemplateAnimation {
        let full = animation
        switch reducedMotion {
        case .instant:
            return TemplateAnimation(full, curve: .instant, tracks: full.tracks.map(\.atEnd))
        case .crossFade(let duration, let timing):
            let curve = try AnimationCurve(timing, duration: timing.hasImplicitDuration ? nil : duration)
            var tracks = full.tracks.map { $0.isOpacity ? $0 : $0.atEnd }
            for name in template.crossFadeAppearing where !tracks.contains(where: { $0.name == name }) {
                tracks.append(PropertyTrack(name, from: 0, to: 1))
            }
            return TemplateAnimation(full, curve: curve, tracks: tracks)
        case .retimed(let timing):
            let curve = try AnimationCurve(timing, duration: timing.hasImplicitDuration ? nil : duration)
            return TemplateAnimation(full, curve: curve, tracks: full.tracks)
        case .preset(let name):
            guard let referenced else {
                throw .syntax(message: "the reduced-motion preset “\(name)” was not found", offset: 0, length: 0)
            }
            return referenced.animation
        }
    }
}

extension PropertyTrack {
    /// Whether the track animates an opacity (what a cross-fade keeps).
    public var isOpacity: Bool { name == "opacity" || name.hasSuffix(".opacity") }

    /// The same property held at its final value.
    public var atEnd: PropertyTrack {
        switch kind {
        case .scalar(_, let to): return with(.scalar(from: to, to: to))
        case .transform(_, let to, let components): return with(.transform(from: to, to: to, components: components))
        }
    }
}

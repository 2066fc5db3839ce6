/// The views a slider draws with, from its state and its four rect methods: they never send events or
/// change the value.
///
/// Inside a content view (faded while disabled): the value images at the ends, the minimum track (from
/// the track's start to the thumb's centre) and the maximum track (from there to the end), each a tinted
/// rounded bar or the state's track image at its own height, and the thumb, the state's thumb image or
/// a 28 pt disc (white, or `thumbTintColor`) with a soft shadow. Nothing clips: value images placed
/// outside the bounds stay visible.
@MainActor
final class SliderParts {
    let content = UIView(frame: .zero)
    let minimumValueImageView = UIImageView(frame: .zero)
    let maximumValueImageView = UIImageView(frame: .zero)
    let minimumTrack = UIImageView(frame: .zero)
    let maximumTrack = UIImageView(frame: .zero)
    let thumb = UIImageView(frame: .zero)

    func install(in control: UISlider) {
        for view in [content, minimumValueImageView, maximumValueImageView, minimumTrack, maximumTrack, thumb] as [UIView] {
            view.isUserInteractionEnabled = false
            view.isOpaque = false
        }
        thumb.layer.shadowColor = CGColor(gray: 0, alpha: 1)
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumb.layer.shadowRadius = 2
        for view in [minimumValueImageView, maximumValueImageView, minimumTrack, maximumTrack, thumb] { content.addSubview(view) }
        control.addSubview(content)
    }
}

extension UISlider {
    /// Sets the parts' images and colours, then places them; with `animated`, the thumb and the tracks
    /// move over 0.25 s.
    func updateParts(animated: Bool = false) {
        let thumbImage = currentThumbImage
        parts.thumb.image = thumbImage
        if thumbImage == nil {
            parts.thumb.backgroundColor = thumbTintColor ?? .white
            parts.thumb.layer.cornerRadius = Self.thumbDiameter / 2
            parts.thumb.layer.borderWidth = 0.5
            parts.thumb.layer.borderColor = CGColor(gray: 0, alpha: 0.06)
            parts.thumb.layer.shadowOpacity = 0.25
        } else {
            parts.thumb.backgroundColor = nil
            parts.thumb.layer.cornerRadius = 0
            parts.thumb.layer.borderWidth = 0
            parts.thumb.layer.shadowOpacity = 0
        }
        style(parts.minimumTrack, image: currentMinimumTrackImage, color: minimumTrackTintColor ?? tintColor)
        style(parts.maximumTrack, image: currentMaximumTrackImage, color: maximumTrackTintColor ?? Self.defaultMaximumTrackColor)
        parts.minimumValueImageView.image = minimumValueImage
        parts.maximumValueImageView.image = maximumValueImage
        if animated {
            UIView.animate(
                withDuration: Self.animationDuration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
                animations: { self.layoutParts() })
        } else {
            UIView.performWithoutAnimation { layoutParts() }
        }
    }

    private func style(_ track: UIImageView, image: UIImage?, color: UIColor) {
        track.image = image
        track.backgroundColor = image == nil ? color : nil
        track.layer.cornerRadius = image == nil ? Self.trackHeight / 2 : 0
    }

    /// Places the parts where the rect methods say.
    func layoutParts() {
        parts.content.frame = bounds
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        parts.thumb.frame = thumb
        let split = min(max(thumb.midX, track.minX), track.maxX)
        parts.minimumTrack.frame = trackPiece(from: track.minX, to: split, track: track, image: parts.minimumTrack.image)
        parts.maximumTrack.frame = trackPiece(from: split, to: track.maxX, track: track, image: parts.maximumTrack.image)
        parts.minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        parts.maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
    }

    /// A piece of the track from `minX` to `maxX`: the track's height, or a track image's own height,
    /// centred on the track.
    private func trackPiece(from minX: CGFloat, to maxX: CGFloat, track: CGRect, image: UIImage?) -> CGRect {
        let height = image?.size.height ?? track.height
        return CGRect(x: minX, y: track.midY - height / 2, width: max(0, maxX - minX), height: height)
    }
}

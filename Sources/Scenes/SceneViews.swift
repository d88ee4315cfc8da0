import Layout

/// Scene views: each kind with an optional fixed intrinsic size (the scene's `intrinsicSize`).
protocol SceneSized: AnyObject {
    var fixedIntrinsicSize: Size? { get set }
}

final class SceneView: View, SceneSized {
    var fixedIntrinsicSize: Size?
    override var intrinsicContentSize: Size { fixedIntrinsicSize ?? super.intrinsicContentSize }
}

final class SceneLabel: Label, SceneSized {
    var fixedIntrinsicSize: Size?
    override var intrinsicContentSize: Size { fixedIntrinsicSize ?? super.intrinsicContentSize }
}

final class SceneButton: Button, SceneSized {
    var fixedIntrinsicSize: Size?
    override var intrinsicContentSize: Size { fixedIntrinsicSize ?? super.intrinsicContentSize }
}

final class SceneImageView: ImageView, SceneSized {
    var fixedIntrinsicSize: Size?
    override var intrinsicContentSize: Size { fixedIntrinsicSize ?? super.intrinsicContentSize }
}

final class SceneScrollView: ScrollView, SceneSized {
    var fixedIntrinsicSize: Size?
    override var intrinsicContentSize: Size { fixedIntrinsicSize ?? super.intrinsicContentSize }
}

final class SceneStackView: StackView, SceneSized {
    var fixedIntrinsicSize: Size?
    override var intrinsicContentSize: Size { fixedIntrinsicSize ?? super.intrinsicContentSize }
}

final class SceneTextField: TextField, SceneSized {
    var fixedIntrinsicSize: Size?
    override var intrinsicContentSize: Size { fixedIntrinsicSize ?? super.intrinsicContentSize }
}

import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Small documents written the way Xcode writes them, each pinning one thing the reader must do.
enum Documents {
    /// A storyboard with one controller whose root view holds `subviews` and `constraints`.
    static func storyboard(
        device: String? = "retina6_12", subviews: String, constraints: String, controller: String = "",
        rootSize: (Int, Int) = (393, 852), toolsVersion: String = "22505", safeAreas: Bool = true
    ) -> Data {
        let deviceElement = device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? ""
        let safeAreaAttribute = safeAreas ? #" useSafeAreas="YES""# : ""
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)"
                targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES"\(safeAreaAttribute) initialViewController="vc1">
                \(deviceElement)
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController storyboardIdentifier="Profile" id="vc1" customClass="ProfileViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="\(rootSize.0)" height="\(rootSize.1)"/>
                                    <subviews>
                                        \(subviews)
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>
                                        \(constraints)
                                    </constraints>
                                </view>
                                \(controller)
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8)
    }

    /// A storyboard of several scenes, one per controller element in `controllers`, starting at
    /// the controller `initial`.
    static func storyboard(
        initial: String, device: String?, toolsVersion: String = "22505", safeAreas: Bool = false, controllers: [String]
    ) -> Data {
        let deviceElement = device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? ""
        let safeAreaAttribute = safeAreas ? #" useSafeAreas="YES""# : ""
        let scenes = controllers.enumerated().map { #"<scene sceneID="s\#($0.offset)"><objects>\#($0.element)</objects></scene>"# }
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)"
                targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(safeAreaAttribute) initialViewController="\(initial)">
                \(deviceElement)
                <scenes>\(scenes.joined(separator: "\n"))</scenes>
            </document>
            """.utf8)
    }

    /// A navigation controller `nav` showing the controller `root`, its bar stored at `barY`,
    /// `width` wide.
    static func navigationController(showing root: String, identifier: String? = nil, barY: Double, width: Double) -> String {
        let identifierAttribute = identifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
        return """
            <navigationController\(identifierAttribute) id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb">
                    <rect key="frame" x="0.0" y="\(barY)" width="\(width)" height="44"/>
                </navigationBar>
                <connections>
                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="g1"/>
                </connections>
            </navigationController>
            """
    }

    /// A plain view `id` at a frame, with constraints of its own.
    static func view(_ id: String, _ frame: (Double, Double, Double, Double), element: String = "view", inner: String = "") -> String {
        """
        <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
            \(inner)
        </\(element)>
        """
    }

    /// Lays out the first hierarchy of a document.
    static func layOut(_ data: Data, contentSize: ContentSize = .stored, placeholders: Bool = true) throws -> LaidOutHierarchy {
        let document = try InterfaceBuilderDocument(data: data, name: "Test.storyboard")
        return try document.layOut(document.hierarchies[0], contentSize: contentSize, placeholders: placeholders)
    }
}

@Suite("Reading Interface Builder documents: attributes as Xcode writes them, errors with their line")
struct DocumentReadingTests {
    @Test(
        "multipliers are written as ratios or decimals: 2:1, 1/4, 0.5",
        arguments: [("2:1", 200.0), ("1/4", 25), ("0.5", 50), ("3:2", 150)])
    func multipliers(text: String, width: Double) throws {
        let data = Documents.storyboard(
            subviews: Documents.view("a", (0, 100, 100, 10)) + Documents.view("b", (0, 200, width, 10)),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
                <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="c5"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="c6"/>
                <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="\(text)" id="c7"/>
                <constraint firstItem="b" firstAttribute="height" constant="10" id="c8"/>
                """)
        let laidOut = try Documents.layOut(data)
        #expect(laidOut.frames["b"] == Rect(x: 0, y: 69, width: width, height: 10))
        #expect(laidOut.frames["a"]?.y == 59)  // the iPhone 15's safe area starts under the Dynamic Island
    }

    @Test(
        "a document that cannot be used is refused with what is wrong and where",
        arguments: [
            ("<document", "line 1, column"),
            (
                #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"/>"#,
                #"type "com.apple.InterfaceBuilder3.Cocoa.XIB" is not an iOS storyboard or xib"#
            ),
            ("<plist/>", "the document element is <plist>"),
            // A misplaced closing tag is named where it stands (the parser stops at the document's
            // end for it), past a quoted > and a comment.
            (
                "<document>\n  <a text=\"1 > 0 </b>\"><!-- </b> -->\n  </b>\n</document>",
                "line 3: the document is not well-formed XML: </b> closes <a> of line 2"
            ),
            (
                "<document>\n<<<<<<< HEAD\n  <a/>\n=======\n  <b/>\n>>>>>>> feature\n</document>",
                "line 2: the document is not well-formed XML: an unresolved merge conflict (a line starts with <<<<<<<)"
            ),
            (#"<document a="1" a="2"/>"#, "an element gives the same attribute twice"),
            (#"<document title="Q & A"/>"#, "write &amp; and &lt;"),
            (
                #"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"><data/></archive>"#,
                "an archive of Xcode 4 or earlier, whose format LayoutSim does not read"
            ),
        ])
    func refused(xml: String, message: String) {
        #expect {
            _ = try InterfaceBuilderDocument(data: Data(xml.utf8), name: "Bad.xib")
        } throws: { error in
            "\(error)".hasPrefix("Bad.xib: ") && "\(error)".contains(message)
        }
    }

    @Test("a multiplier that is not one names the constraint and its line")
    func badMultiplier() {
        let data = Documents.storyboard(
            subviews: Documents.view("a", (0, 0, 10, 10)),
            constraints:
                #"<constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:0" id="bad"/>"#)
        #expect {
            _ = try Documents.layOut(data)
        } throws: { error in
            "\(error)".hasPrefix(#"Test.storyboard: line 19: <constraint id="bad">: "#)
                && "\(error)".contains(#"multiplier "1:0" is not a ratio"#)
        }
    }

    @Test("an unknown view class is laid out as a plain view, with a warning naming the element and its line")
    func unknownClass() throws {
        let data = Documents.storyboard(
            subviews: Documents.view("x", (10, 100, 50, 50), element: "fancyWidget"),
            constraints: """
                <constraint firstItem="x" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                <constraint firstItem="x" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="x" firstAttribute="width" constant="50" id="c3"/>
                <constraint firstItem="x" firstAttribute="height" constant="50" id="c4"/>
                <constraint firstItem="x" firstAttribute="top" secondItem="elsewhere" secondAttribute="bottom" id="c5"/>
                """)
        let laidOut = try Documents.layOut(data)
        #expect(laidOut.frames["x"] == Rect(x: 10, y: 100, width: 50, height: 50))
        #expect(
            laidOut.warnings.contains { $0.contains(#"<fancyWidget id="x"> (line 12)"#) && $0.contains("plain view") },
            "\(laidOut.warnings)")
        #expect(laidOut.warnings.contains { $0.contains(#"<constraint id="c5">"#) && $0.contains(#"secondItem "elsewhere""#) })
    }

    @Test("a font the app bundles gets one warning at the first label set in it; iOS's own fonts and the system font's get none")
    func appFonts() throws {
        let label = { (id: String, font: String) in
            Documents.view(
                id, (0, 0, 100, 20), element: "label",
                inner: #"<fontDescription key="fontDescription" name="\#(font)" family="x" pointSize="15"/>"#)
        }
        let data = Documents.storyboard(
            subviews: label("a", "ProximaNova-Semibold") + label("b", "ProximaNova-Semibold") + label("c", "AvenirNext-Medium")
                + label("d", "ArialMT") + label("e", ".AppleSystemUIFont") + label("f", "HelveticaNeue"),
            constraints: "")
        let document = try InterfaceBuilderDocument(data: data, name: "Fonts.storyboard")
        let fontWarnings = document.warnings.filter { $0.contains("font") }
        #expect(fontWarnings.count == 1, "\(fontWarnings)")
        #expect(
            fontWarnings.first?.hasPrefix(#"<label id="a"> (line "#) == true
                && fontWarnings.first?.contains(#"font "ProximaNova-Semibold" is not one iOS ships"#) == true
                && fontWarnings.first?.contains("semibold weight") == true, "\(fontWarnings)")
    }

    @Test("a visual effect view takes its blur's style, and the document's content view (its id, its subviews) is its content view")
    func visualEffectView() throws {
        let content = """
            <view key="contentView" opaque="NO" contentMode="center" id="content">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>\(Documents.view("inner", (10, 10, 50, 20)))</subviews>
                <constraints>
                    <constraint firstItem="inner" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c2"/>
                    <constraint firstItem="inner" firstAttribute="width" constant="50" id="c3"/>
                    <constraint firstItem="inner" firstAttribute="height" constant="20" id="c4"/>
                </constraints>
            </view>
            <blurEffect style="systemThinMaterialDark"/>
            """
        let data = Documents.storyboard(
            subviews: Documents.view("blur", (20, 40, 200, 100), element: "visualEffectView", inner: content),
            constraints: """
                <constraint firstItem="blur" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b1"/>
                <constraint firstItem="blur" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="b2"/>
                <constraint firstItem="blur" firstAttribute="width" constant="200" id="b3"/>
                <constraint firstItem="blur" firstAttribute="height" constant="100" id="b4"/>
                """)
        let laidOut = try Documents.layOut(data)
        let effectView = try #require(laidOut.views["blur"] as? VisualEffectView)
        #expect(effectView.effect == .blur(.systemThinMaterialDark))
        #expect(effectView.contentView === laidOut.views["content"])
        #expect(effectView.subviews.count == 1)
        #expect(laidOut.frames["content"] == Rect(x: 20, y: 40, width: 200, height: 100))
        #expect(laidOut.frames["inner"] == Rect(x: 30, y: 50, width: 50, height: 20))
    }

    @Test(
        "a device asked for: a controller's view fills its screen, unless Interface Builder sized it freeform",
        arguments: [
            (
                "a document saved without a device: its 600 x 600 any-size canvas stands for the screen",
                nil as String?, (600, 600), "", Size(width: 393, height: 852)
            ),
            (
                "a document saved with the iPhone 15: the iPad's screen replaces it",
                "retina6_12", (393, 852), "", Size(width: 1024, height: 1366)
            ),
            (
                "a freeform controller keeps the size it was given",
                nil, (300, 400), #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#, Size(width: 300, height: 400)
            ),
        ] as [(String, String?, (Int, Int), String, Size)])
    func deviceAskedFor(_ name: String, device: String?, rootSize: (Int, Int), controller: String, expected: Size) throws {
        let data = Documents.storyboard(
            device: device, subviews: Documents.view("a", (0, 0, 100, 50)),
            constraints: """
                <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="20" id="c1"/>
                <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="20" id="c2"/>
                <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="50" id="c4"/>
                """, controller: controller, rootSize: rootSize)
        let document = try InterfaceBuilderDocument(data: data, name: "Test.storyboard")
        let target: Device = device == nil && controller.isEmpty ? .iPhone15 : .iPadPro12_9
        let laidOut = try document.layOut(document.hierarchies[0], contentSize: .stored, device: target)
        #expect(laidOut.frames["root"]?.size == expected, "\(name)")
        // Pinned 20 pt from the bottom-right corner of that screen.
        #expect(
            laidOut.frames["a"] == Rect(x: expected.width - 120, y: expected.height - 70, width: 100, height: 50), "\(name)")
    }

    @Test("a document saved without a device measures margins from the edges on its canvas, from inside the safe area on a device")
    func legacyMargins() throws {
        let data = Documents.storyboard(
            device: nil, subviews: Documents.view("a", (0, 0, 100, 50)),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="50" id="c4"/>
                """, rootSize: (600, 600), toolsVersion: "8191", safeAreas: false)
        let document = try InterfaceBuilderDocument(data: data, name: "Test.storyboard")
        // Xcode 7's any-size canvas: 20 pt from the edge (a 600 pt wide screen's minimum).
        #expect(try document.layOut(document.hierarchies[0], contentSize: .stored).frames["a"]?.x == 20)
        // An iPhone X on its side: the 44 pt sensor housing strip, then the system minimum margin.
        let landscape = try document.layOut(document.hierarchies[0], contentSize: .stored, device: .iPhoneX, orientation: .landscape)
        let minimum = Device.iPhoneX.systemMinimumLayoutMargins(.landscape).left
        #expect(landscape.frames["a"]?.x == 44 + minimum)
    }

    @Test("placeholder constraints lay out as on Interface Builder's canvas, and go as UIKit removes them when asked")
    func placeholders() throws {
        let data = Documents.storyboard(
            subviews: Documents.view("a", (0, 0, 100, 100)),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstItem="a" firstAttribute="height" constant="100" id="c3"/>
                <constraint firstItem="a" firstAttribute="width" constant="100" placeholder="YES" id="c4"/>
                <constraint firstItem="a" firstAttribute="width" constant="40" priority="250" id="c5"/>
                """)
        #expect(try Documents.layOut(data).frames["a"]?.width == 100)
        #expect(try Documents.layOut(data, placeholders: false).frames["a"]?.width == 40)
    }

    @Test("content sizes: stored takes a label's size from its frame; measured measures its text")
    func contentSizes() throws {
        let label = """
            <label opaque="NO" text="Hello, world" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="16" y="59" width="123" height="45"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let data = Documents.storyboard(
            subviews: label,
            constraints: """
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="l" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
                """)
        #expect(try Documents.layOut(data, contentSize: .stored).frames["l"] == Rect(x: 16, y: 59, width: 123, height: 45))
        let measured = try #require(try Documents.layOut(data, contentSize: .measured).frames["l"])
        #expect(measured.width != 123 && measured.width > 50 && measured.height < 30)
    }

    @Test(
        "a text view that does not scroll, centred in a stack, is as wide as its text in measured mode (UIKit's text views size to their text), its stored width in stored mode"
    )
    func centredTextView() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="16" y="59" width="361" height="38"/>
                <subviews>
                    <textView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="This is the subtitle text."
                        textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                        <rect key="frame" x="87.5" y="0.0" width="186" height="38"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </textView>
                </subviews>
            </stackView>
            """
        let data = Documents.storyboard(
            subviews: stack,
            constraints: """
                <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="s" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c2"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                """)
        // Frames land on the iPhone 15's 3x pixel grid.
        let pixel = 1.0 / 3
        let stored = try #require(try Documents.layOut(data, contentSize: .stored).frames["t"])
        #expect(stored.width == 186 && stored.height == 38 && abs(stored.midX - 196.5) <= pixel)
        let laidOut = try Documents.layOut(data, contentSize: .measured)
        let view = try #require(laidOut.views["t"] as? TextView)
        let oneLine = view.textLayout(wrappingAt: nil, measurer: laidOut.window.textMeasurer)
        let measured = try #require(laidOut.frames["t"])
        #expect(abs(measured.width - (oneLine.size.width + 10)) <= pixel && abs(measured.height - (oneLine.size.height + 16)) <= pixel)
        #expect(oneLine.lines.count == 1 && abs(measured.midX - 196.5) <= pixel, "one line, centred in the stack")
    }

    @Test(
        "a button's title colour: a custom button's (no buttonType) is white whatever its tint, a system button's the tint, a state's titleColor or an attributed title's colour wins",
        arguments: [
            ("", "", Color.white),
            ("", #"<color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#, .white),
            (
                #"buttonType="system""#,
                #"<color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
                Color(red: 255, green: 0, blue: 0)
            ),
            (#"buttonType="system""#, "", Color(red: 0, green: 122, blue: 255)),
            (
                "",
                #"<state key="normal" title="Go"><color key="titleColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state>"#,
                Color.black
            ),
            (
                "",
                #"<state key="normal"><attributedString key="attributedTitle"><fragment content="Go"><attributes><color key="NSColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></attributes></fragment></attributedString></state>"#,
                Color(red: 0, green: 0, blue: 255)
            ),
        ])
    func buttonTitleColours(attributes: String, inner: String, expected: Color) throws {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0" y="0" width="60" height="30"/>
                \(inner.contains("state") ? inner : inner + #"<state key="normal" title="Go"/>"#)
            </button>
            """
        let laidOut = try Documents.layOut(Documents.storyboard(subviews: button, constraints: ""))
        let b = try #require(laidOut.views["b"] as? Button)
        #expect(b.titleColor == expected)
    }

    @Test("a static table's cells, kept in sections, are drawn where the document stores them, and are hierarchies of their own")
    func staticTableCells() throws {
        let table = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                <rect key="frame" x="0.0" y="59" width="393" height="200"/>
                <sections>
                    <tableViewSection id="sec">
                        <cells>
                            <tableViewCell contentMode="scaleToFill" rowHeight="50" id="c1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="50"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tableViewCell>
                            <tableViewCell contentMode="scaleToFill" rowHeight="50" id="c2">
                                <rect key="frame" x="0.0" y="50" width="393" height="50"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            """
        let data = Documents.storyboard(
            subviews: table,
            constraints: """
                <constraint firstItem="t" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
                <constraint firstItem="t" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="k2"/>
                <constraint firstItem="t" firstAttribute="top" secondItem="safe" secondAttribute="top" id="k3"/>
                <constraint firstItem="t" firstAttribute="height" constant="200" id="k4"/>
                """)
        let document = try InterfaceBuilderDocument(data: data, name: "Settings.storyboard")
        #expect(document.hierarchies.map(\.rootID) == ["root", "c1", "c2"])
        let laidOut = try document.layOut(document.hierarchies[0], contentSize: .stored)
        let drawn = try #require(laidOut.views["t"]).subviews.filter { $0.className == "UITableViewCell" }
        #expect(drawn.map(\.frame) == [Rect(x: 0, y: 0, width: 393, height: 50), Rect(x: 0, y: 50, width: 393, height: 50)])
        #expect(laidOut.order == ["root", "t"])
    }
}

/// Fonts as Interface Builder writes them.
@Suite("Reading fonts: sizes, text styles and weights")
struct FontReadingTests {
    @Test(
        "a label's fontDescription gives its size and weight",
        arguments: [
            (#"type="system" pointSize="20""#, 20.0, FontWeight.regular), (#"type="boldSystem" pointSize="13""#, 13, .bold),
            (#"type="system" weight="medium" pointSize="15""#, 15, .medium), (#"style="UICTFontTextStyleHeadline""#, 17, .semibold),
            (#"style="UICTFontTextStyleTitle0""#, 34, .regular), (#"style="UICTFontTextStyleSubhead""#, 15, .regular),
            (#"style="UICTFontTextStyleCaption2""#, 11, .regular),
        ])
    func fonts(description: String, size: Double, weight: FontWeight) throws {
        let label = """
            <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
                <fontDescription key="fontDescription" \(description)/>
            </label>
            """
        let laidOut = try Documents.layOut(Documents.storyboard(subviews: label, constraints: ""))
        let l = try #require(laidOut.views["l"] as? Label)
        #expect(l.fontSize == size && l.fontWeight == weight)
    }

    /// An attributed string's first run, as Xcode writes it: `<font key="NSFont" ...>` in its attributes.
    static func attributed(_ key: String, _ text: String, font: String) -> String {
        """
        <attributedString key="\(key)">
            <fragment content="\(text)">
                <attributes>
                    <font key="NSFont" \(font)/>
                </attributes>
            </fragment>
        </attributedString>
        """
    }

    @Test(
        "attributed text: a label's and a button's text and font come from the runs",
        arguments: [
            (#"size="16" name="ProximaNova-Regular""#, 16.0, FontWeight.regular), (#"metaFont="systemBold" size="13""#, 13, .bold),
            (#"size="20" name="HelveticaNeue-Medium""#, 20, .medium), (#"metaFont="message" size="11""#, 11, .regular),
        ])
    func attributedText(font: String, size: Double, weight: FontWeight) throws {
        let views = """
            <label usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
                \(Self.attributed("attributedText", "Label", font: font))
            </label>
            <button hasAttributedTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0" y="40" width="30" height="25"/>
                <state key="normal">\(Self.attributed("attributedTitle", "Edit", font: font))</state>
            </button>
            """
        let laidOut = try Documents.layOut(Documents.storyboard(subviews: views, constraints: ""))
        let l = try #require(laidOut.views["l"] as? Label)
        #expect(l.text == "Label" && l.fontSize == size && l.fontWeight == weight)
        let b = try #require(laidOut.views["b"] as? Button)
        #expect(b.title == "Edit" && b.fontSize == size && b.fontWeight == weight)
    }
}

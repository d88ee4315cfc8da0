import Foundation
import InterfaceBuilder
import Layout
import Testing

/// `Storyboard` and `Nib` in UIKit's shape: controllers and views made from documents, outlets by name.
@Suite("Storyboard and Nib: controllers and views made as UIKit makes them")
struct StoryboardAPITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let profile = Documents.storyboard(
        subviews: Documents.view("card", (16, 59, 361, 100)),
        constraints: """
            <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="card" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c2"/>
            <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
            <constraint firstItem="card" firstAttribute="height" constant="100" id="height"/>
            """,
        controller: """
            <connections>
                <outlet property="cardView" destination="card" id="o1"/>
                <outlet property="cardHeight" destination="height" id="o2"/>
            </connections>
            """)

    @Test("the initial controller: its view laid out in a window of the caller's, outlets by name")
    func initialController() throws {
        let storyboard = try Storyboard(document: InterfaceBuilderDocument(data: Self.profile, name: "Profile.storyboard"))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(controller.className == "ProfileViewController" && controller.identifier == "Profile")
        let window = Window(device: .iPhoneSE, logSink: { _ in })
        window.rootViewController = controller
        window.layoutIfNeeded()
        let card = try #require(controller[outlet: "cardView"] as? View)
        #expect(card.frame == Rect(x: 16, y: 20, width: 343, height: 100))  // the window's device, not the document's
        let height = try #require(controller[outlet: "cardHeight"] as? LayoutConstraint)
        height.constant = 150
        window.layoutIfNeeded()
        #expect(card.frame.height == 150)
    }

    @Test("instantiateViewController(withIdentifier:): a missing identifier is refused as UIKit refuses it")
    func identifiers() throws {
        let storyboard = try Storyboard(document: InterfaceBuilderDocument(data: Self.profile, name: "Profile.storyboard"))
        #expect(try storyboard.instantiateViewController(withIdentifier: "Profile").className == "ProfileViewController")
        #expect {
            _ = try storyboard.instantiateViewController(withIdentifier: "Settings")
        } throws: { error in
            "\(error)"
                == "Profile.storyboard: Storyboard doesn't contain a view controller with identifier 'Settings' (identifiers: Profile)"
        }
    }

    /// A navigation controller whose root controller's view is made in code: its scene holds no `<view>`.
    static func codeMadeView(device: String?) -> Data {
        Documents.storyboard(
            initial: "nav", device: device, toolsVersion: "17156",
            controllers: [
                """
                <viewController storyboardIdentifier="Help" id="web" customClass="HelpWebViewController" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="Help" id="ni"/>
                </viewController>
                """,
                Documents.navigationController(showing: "web", barY: 0, width: 375),
            ])
    }

    @Test("a controller whose view is made in code gets the empty view UIKit's loadView() makes, the screen's size")
    func codeMadeViews() throws {
        let document = try InterfaceBuilderDocument(data: Self.codeMadeView(device: "retina4_7"), name: "Help.storyboard")
        let storyboard = try Storyboard(document: document)
        let byIdentifier = try storyboard.instantiateViewController(withIdentifier: "Help")
        #expect(byIdentifier.className == "HelpWebViewController" && byIdentifier.view.subviews.isEmpty)
        // The initial controller is the navigation controller's root, as for any other.
        let initial = try #require(try storyboard.instantiateInitialViewController())
        #expect(initial.identifier == "Help")
        let hierarchy = try #require(document.hierarchies.first)
        #expect(hierarchy.rootID == "web.view" && hierarchy.role == .controllerView)
        let laidOut = try document.layOut(hierarchy, contentSize: .stored)
        #expect(laidOut.frames["web.view"] == Rect(x: 0, y: 0, width: 375, height: 667))
        // Without a device, the canvas Interface Builder shows: 600 x 600.
        let anySize = try InterfaceBuilderDocument(data: Self.codeMadeView(device: nil), name: "Help.storyboard")
        let any = try anySize.layOut(try #require(anySize.hierarchies.first), contentSize: .stored)
        #expect(any.frames["web.view"] == Rect(x: 0, y: 0, width: 600, height: 600))
    }

    @Test("a cell's content view saved without an id (older xibs) is listed as <cell id>.contentView, filling its cell")
    func idlessContentView() throws {
        let xib = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21225"
                targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <collectionViewCell contentMode="center" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                        <view key="contentView" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                    <rect key="frame" x="22.5" y="2.5" width="35" height="35"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="35" id="w"/>
                                        <constraint firstAttribute="height" constant="35" id="h"/>
                                    </constraints>
                                </imageView>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="icon" firstAttribute="centerX" secondItem="cell" secondAttribute="centerX" id="cx"/>
                            <constraint firstItem="icon" firstAttribute="centerY" secondItem="cell" secondAttribute="centerY" id="cy"/>
                        </constraints>
                    </collectionViewCell>
                </objects>
            </document>
            """.utf8)
        let document = try InterfaceBuilderDocument(data: xib, name: "IconCell.xib")
        let laidOut = try document.layOut(try #require(document.hierarchies.first), contentSize: .stored)
        #expect(laidOut.order == ["cell", "cell.contentView", "icon"])
        #expect(laidOut.frames["cell.contentView"] == Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(laidOut.frames["icon"] == Rect(x: 22.5, y: 2.5, width: 35, height: 35))
    }

    @Test(
        "instantiateViewController(withIdentifier:) of a navigation controller gives the controller it shows first, as the initial one does; a page view controller gives its empty view"
    )
    func containersByIdentifier() throws {
        let data = Documents.storyboard(
            initial: "pages", device: "retina4_7",
            controllers: [
                Documents.navigationController(showing: "list", identifier: "MainNav", barY: 20, width: 375),
                """
                <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </tableView>
                </tableViewController>
                """,
                """
                <pageViewController storyboardIdentifier="Onboarding" transitionStyle="scroll" navigationOrientation="horizontal"
                    spineLocation="none" id="pages" sceneMemberID="viewController"/>
                """,
            ])
        let storyboard = try Storyboard(document: InterfaceBuilderDocument(data: data, name: "Main.storyboard"))
        #expect(try storyboard.instantiateViewController(withIdentifier: "MainNav").className == "ListViewController")
        let pages = try storyboard.instantiateViewController(withIdentifier: "Onboarding")
        #expect(pages.className == "UIPageViewController" && pages.view.subviews.isEmpty)
        #expect(try storyboard.instantiateInitialViewController()?.className == "UIPageViewController")
        #expect {
            _ = try storyboard.instantiateViewController(withIdentifier: "Settings")
        } throws: { error in
            "\(error)".hasSuffix(
                "Storyboard doesn't contain a view controller with identifier 'Settings' (identifiers: MainNav, Onboarding)")
        }
    }

    @Test(
        "a static table's cells and a table's header view load with the table, outlets into them connected, as UIKit loads them; prototypes do not"
    )
    func tableContent() throws {
        func table(_ id: String, y: Double, content: String, extra: String = "") -> String {
            """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="393" height="300"/>
                \(content)
            </tableView>
            """
        }
        func cell(_ id: String, y: Double, label: String) -> String {
            """
            <tableViewCell contentMode="scaleToFill" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="393" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="\(id)" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label text="\(label)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
                            <rect key="frame" x="16" y="11" width="100" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        let settings = table(
            "static", y: 59,
            content: """
                <sections>
                    <tableViewSection id="section">
                        <cells>\(cell("name", y: 0, label: "Name"))\(cell("email", y: 44, label: "Email"))</cells>
                    </tableViewSection>
                </sections>
                """, extra: #"dataMode="static""#)
        let feed = table(
            "dynamic", y: 400,
            content: """
                <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </view>
                <prototypes>\(cell("row", y: 88, label: "Row"))</prototypes>
                """)
        let data = Documents.storyboard(
            subviews: settings + feed,
            constraints: """
                <constraint firstItem="static" firstAttribute="top" secondItem="safe" secondAttribute="top" id="k1"/>
                <constraint firstItem="static" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
                <constraint firstItem="static" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="k3"/>
                <constraint firstItem="static" firstAttribute="height" constant="300" id="k4"/>
                <constraint firstItem="dynamic" firstAttribute="top" secondItem="static" secondAttribute="bottom" id="k5"/>
                <constraint firstItem="dynamic" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k6"/>
                <constraint firstItem="dynamic" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="k7"/>
                <constraint firstItem="dynamic" firstAttribute="height" constant="300" id="k8"/>
                """,
            controller: """
                <connections>
                    <outlet property="nameLabel" destination="name-label" id="o1"/>
                    <outlet property="headerView" destination="header" id="o2"/>
                </connections>
                """)
        let storyboard = try Storyboard(document: InterfaceBuilderDocument(data: data, name: "Settings.storyboard"))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let window = Window(device: .iPhone15, logSink: { _ in })
        window.rootViewController = controller
        window.layoutIfNeeded()
        let tables = controller.view.subviews
        let staticCells = tables[0].subviews.filter { $0.className == "UITableViewCell" }
        #expect(staticCells.map { $0.frame } == [Rect(x: 0, y: 0, width: 393, height: 44), Rect(x: 0, y: 44, width: 393, height: 44)])
        #expect((controller[outlet: "nameLabel"] as? Label)?.text == "Name")
        let header = try #require(controller[outlet: "headerView"] as? View)
        #expect(header.superview === tables[1] && header.frame == Rect(x: 0, y: 0, width: 393, height: 60))
        #expect(!tables[1].subviews.contains { $0.className == "UITableViewCell" })
    }

    /// Receives the File's Owner's outlets.
    final class Owner: OutletConnecting {
        var outlets: [String: AnyObject] = [:]
        func connect(outlet name: String, to object: AnyObject) { outlets[name] = object }
    }

    @Test("Nib.instantiate(withOwner:) makes the top-level views afresh and connects the owner's outlets")
    func nib() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                        <connections><outlet property="title" destination="t" id="o1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                        <subviews>
                            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                                <rect key="frame" x="8" y="12" width="40" height="20"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="t" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstItem="t" firstAttribute="centerY" secondItem="top" secondAttribute="centerY" id="c2"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let nib = try Nib(document: InterfaceBuilderDocument(data: Data(xib.utf8), name: "Title.xib"))
        let owner = Owner()
        let views = try nib.instantiate(withOwner: owner)
        #expect(views.count == 1 && views[0].subviews.count == 1)
        #expect((owner.outlets["title"] as? Label)?.text == "Title")
        #expect(try nib.instantiate(withOwner: nil)[0] !== views[0])
    }

    @Test("a storyboard is not a nib, nor the other way round")
    func kinds() throws {
        let storyboard = try InterfaceBuilderDocument(data: Self.profile, name: "Profile.storyboard")
        #expect(throws: InterfaceBuilderError.self) { _ = try Nib(document: storyboard) }
        let xib = try InterfaceBuilderDocument(contentsOf: Self.fixtures.appendingPathComponent("TableCell.xib"))
        #expect(throws: InterfaceBuilderError.self) { _ = try Storyboard(document: xib) }
    }
}

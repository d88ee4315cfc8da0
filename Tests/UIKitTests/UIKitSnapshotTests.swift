import Animation
import Layout
import LayoutSimTesting
import SDLBackend
import Testing
import UIKit

@MainActor
@Suite("UIKit screens snapshot-tested with LayoutSimTesting")
struct UIKitSnapshotTests {
    @Test("the login form on an iPhone 15, as an image and as its view tree")
    func loginForm() {
        assertSnapshot(of: LoginViewController(), as: .image(on: .iPhone15, scale: 1))
        assertSnapshot(of: LoginViewController(), as: .layout(size: .init(width: 393, height: 852)))
    }
}

extension UIKitSnapshotTests {
    @Test("an alert over the login form, as an image")
    func alertOverLogin() {
        // A window measuring text with the fonts the frame is drawn with (a UIWindow measures
        // with the built-in estimate: UIKit has no font files to offer).
        let window = Window(device: .iPhone15, textMeasurer: SnapshotDefaults.textMeasurer())
        let login = LoginViewController()
        window.show(login)
        window.layoutIfNeeded()
        let alert = UIAlertController(title: "Wrong password", message: "Try again or reset it.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Reset", style: .default))
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        login.present(alert, animated: true)
        assertSnapshot(of: window, as: .image(scale: 1))
    }
}

extension UIKitSnapshotTests {
    @Test("a tab bar controller: a navigation stack in the first tab, a badge on the second, as an image")
    func tabs() {
        let tabs = UITabBarController()
        let inbox = InboxViewController()
        let settings = UIViewController()
        settings.title = "Settings"
        settings.tabBarItem.badgeValue = "2"
        tabs.viewControllers = [UINavigationController(rootViewController: inbox), settings]
        assertSnapshot(of: tabs, as: .image(on: .iPhone15, scale: 1))
    }
}

/// A settings screen as UIKit code writes one: an inset-grouped table of value-1 rows with
/// chevrons, titled sections and a footer.
final class SettingsTableController: UITableViewController {
    let rows = [[("Wi-Fi", "Home"), ("Bluetooth", "On")], [("Notifications", ""), ("Sounds", "Chime"), ("Focus", "Off")]]
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Connections" : "Alerts"
    }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Focus silences alerts while it is on." : nil
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "setting")
        let (name, value) = rows[indexPath.section][indexPath.row]
        cell.textLabel?.text = name
        cell.detailTextLabel?.text = value
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

extension UIKitSnapshotTests {
    @Test("an inset-grouped settings table in a navigation controller, as an image")
    func settingsTable() {
        assertSnapshot(
            of: UINavigationController(rootViewController: SettingsTableController(style: .insetGrouped)),
            as: .image(on: .iPhone15, scale: 1))
    }

    @Test("a plain table of self-sizing notes with section headers, as an image")
    func notesTable() {
        let notes = NotesViewController(notes: [
            "Buy milk", "Call the plumber about the kitchen tap, which has been dripping since Sunday night and now wakes everyone up.",
            "Book tickets", "Return the library books before Friday, or the fine doubles.",
        ])
        notes.sections = 2
        notes.titles = ["Today", "This week"]
        assertSnapshot(of: notes, as: .image(on: .iPhone15, scale: 1))
    }
}

extension UIKitSnapshotTests {
    @Test("a flow layout of self-sizing tags under a navigation bar, as an image")
    func tagsGrid() {
        final class TagsScreen: UIViewController, UICollectionViewDataSource {
            let tags = ["Swift", "UIKit", "Auto Layout", "Linux", "SDL", "Cassowary", "Snapshot tests", "Storyboards", "Xcode", "CI"]
            let layout = UICollectionViewFlowLayout()
            lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
            override func loadView() { view = grid }
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Tags"
                layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
                layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
                layout.minimumInteritemSpacing = 8
                grid.register(TagCell.self, forCellWithReuseIdentifier: "tag")
                grid.dataSource = self
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
                cell.tag_.text = tags[indexPath.item]
                cell.contentView.backgroundColor = .systemBlue.withAlphaComponent(0.15)
                cell.contentView.layer.cornerRadius = 8
                return cell
            }
        }
        assertSnapshot(of: UINavigationController(rootViewController: TagsScreen()), as: .image(on: .iPhone15, scale: 1))
    }
}

extension UIKitSnapshotTests {
    @Test("a toolbar on the safe area's bottom: trash and share at the ends, compose centred between flexible spaces, as an image")
    func toolbar() {
        let screen = ToolbarTests.ComposeViewController()
        screen.items = [
            UIBarButtonItem(systemItem: .trash), .flexibleSpace(), UIBarButtonItem(systemItem: .compose), .flexibleSpace(),
            UIBarButtonItem(systemItem: .action),
        ]
        assertSnapshot(of: screen, as: .image(on: .iPhone15, scale: 1))
    }
}

extension UIKitSnapshotTests {
    @Test("a list with a search controller under a large title, as an image")
    func searchableList() {
        let navigation = UINavigationController(rootViewController: SearchTests.CountriesViewController(style: .plain))
        navigation.navigationBar.prefersLargeTitles = true
        assertSnapshot(of: navigation, as: .image(on: .iPhone15, scale: 1))
    }
}

extension UIKitSnapshotTests {
    @Test("a table in editing mode, a deletion waiting for confirmation, as an image")
    func editingTable() throws {
        let list = TableEditingTests.ListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let window = Window(device: .iPhone15, textMeasurer: SnapshotDefaults.textMeasurer())
        window.show(navigation)
        window.layoutIfNeeded()
        list.setEditing(true, animated: false)
        list.tableView.layoutIfNeeded()
        let bread = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let minus = try #require(bread.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "\u{2212}" })
        let centre = minus.convert(CGPoint(x: 11, y: 11), to: nil)
        window.tap(at: Point(x: Double(centre.x), y: Double(centre.y)))
        window.animator.settle()
        assertSnapshot(of: window, as: .image(scale: 1))
    }
}

/// A progress ring drawn in `draw(_:)` with Core Graphics and `UIBezierPath`, as a custom view is.
final class ProgressRingView: UIView {
    var progress: CGFloat = 0.7 { didSet { setNeedsDisplay() } }
    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2 - 10
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = 12
        UIColor.systemGray5.setStroke()
        track.stroke()
        let value = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
        value.lineWidth = 12
        value.lineCapStyle = .round
        UIColor.systemGreen.setStroke()
        value.stroke()
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemGreen.withAlphaComponent(0.15).cgColor)
        context.fillEllipse(
            in: CGRect(x: center.x - radius + 12, y: center.y - radius + 12, width: 2 * radius - 24, height: 2 * radius - 24))
        let text = "\(Int(progress * 100))%" as NSString
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.label]
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
    }
}

extension UIKitSnapshotTests {
    @Test("a view drawn in draw(_:): a progress ring, its track, its round-capped arc and its centred caption, as an image")
    func drawnRing() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let ring = ProgressRingView()
        ring.backgroundColor = .clear
        ring.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(ring)
        NSLayoutConstraint.activate([
            ring.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            ring.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
            ring.widthAnchor.constraint(equalToConstant: 200),
            ring.heightAnchor.constraint(equalTo: ring.widthAnchor),
        ])
        assertSnapshot(of: controller, as: .image(on: .iPhone15, scale: 1))
    }
}

/// A card drawn in `draw(_:)`: a rounded-rect clip filled with a vertical gradient, a radial glow,
/// and an image made with `UIGraphicsImageRenderer` drawn in its corner.
final class GradientCardView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        UIBezierPath(roundedRect: rect.insetBy(dx: 8, dy: 8), cornerRadius: 20).addClip()
        let colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor] as CFArray
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
            context.drawLinearGradient(
                gradient, start: CGPoint(x: rect.midX, y: rect.minY), end: CGPoint(x: rect.midX, y: rect.maxY), options: [])
        }
        let glow = [UIColor.white.withAlphaComponent(0.6).cgColor, UIColor.white.withAlphaComponent(0).cgColor] as CFArray
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: glow, locations: nil) {
            let center = CGPoint(x: rect.maxX - 50, y: rect.minY + 50)
            context.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: 60, options: [])
        }
        context.restoreGState()
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { renderer in
            UIColor.systemYellow.setFill()
            renderer.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 24, height: 24))
        }
        dot.draw(at: CGPoint(x: 24, y: 24))
        ("Gradient card" as NSString).draw(
            at: CGPoint(x: 24, y: rect.maxY - 48),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.white])
    }
}

extension UIKitSnapshotTests {
    @Test("a view drawn in draw(_:) with a rounded clip, a linear and a radial gradient and a rendered image, as an image")
    func drawnGradientCard() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let card = GradientCardView()
        card.backgroundColor = .clear
        card.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            card.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
            card.heightAnchor.constraint(equalToConstant: 200),
        ])
        assertSnapshot(of: controller, as: .image(on: .iPhone15, scale: 1))
    }
}

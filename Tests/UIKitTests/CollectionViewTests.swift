import Testing
import UIKit

/// A cell with a label pinned 8 points inside its content view: an item that sizes itself.
final class TagCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    let tag_ = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        TagCell.made += 1
        tag_.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(tag_)
        NSLayoutConstraint.activate([
            tag_.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            tag_.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            tag_.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            tag_.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A grid of tags, written as UIKit code is.
final class TagsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let layout = UICollectionViewFlowLayout()
    lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    var tags: [String]
    var sizes: [CGSize]?
    var selected: [IndexPath] = []
    init(tags: [String]) {
        self.tags = tags
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not archived") }
    override func loadView() { view = grid }
    override func viewDidLoad() {
        super.viewDidLoad()
        grid.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        grid.dataSource = self
        grid.delegate = self
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
        cell.tag_.text = tags[indexPath.item]
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes?[indexPath.item] ?? layout.itemSize
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
@Suite("UICollectionView: the flow layout's lines, self-sizing items, reuse and selection, as UIKit")
struct CollectionViewTests {
    func frames(_ grid: UICollectionView) -> [CGRect] {
        (0..<grid.numberOfItems(inSection: 0)).compactMap { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    @Test("A flow layout fills each line with as many items as fit, spread to both insets; a line of one item is centred")
    func flowLines() throws {
        let screen = TagsViewController(tags: (0..<7).map { "\($0)" })
        screen.layout.itemSize = CGSize(width: 100, height: 100)
        screen.layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        _ = showInWindow(screen)
        let f = frames(screen.grid)
        // 361 points of room take three 100-point items with 10-point gaps; the spare 41 goes between them.
        #expect(f[0] == CGRect(x: 16, y: 16, width: 100, height: 100))
        #expect(f[1] == CGRect(x: 146.5, y: 16, width: 100, height: 100))
        #expect(f[2] == CGRect(x: 277, y: 16, width: 100, height: 100))
        #expect(f[3].minY == 126 && f[5].minY == 126)
        #expect(f[6] == CGRect(x: 146.5, y: 236, width: 100, height: 100), "alone on its line, centred")
        #expect(screen.grid.contentSize == CGSize(width: 393, height: 352))
        #expect(screen.grid.visibleCells.count == 7)
        #expect(screen.grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == f[4])
    }

    @Test("Items of different heights are centred down their line; the line is as tall as its tallest")
    func lineCentring() throws {
        let screen = TagsViewController(tags: ["a", "b", "c"])
        screen.sizes = [CGSize(width: 150, height: 40), CGSize(width: 150, height: 80), CGSize(width: 150, height: 40)]
        screen.layout.minimumLineSpacing = 20
        _ = showInWindow(screen)
        let f = frames(screen.grid)
        #expect(f[0] == CGRect(x: 0, y: 20, width: 150, height: 40))
        #expect(f[1] == CGRect(x: 243, y: 0, width: 150, height: 80))
        #expect(f[2] == CGRect(x: 121.5, y: 100, width: 150, height: 40))
    }

    @Test("A horizontal flow layout fills columns top to bottom and grows to the right")
    func horizontalFlow() throws {
        let screen = TagsViewController(tags: (0..<4).map { "\($0)" })
        screen.layout.scrollDirection = .horizontal
        screen.layout.itemSize = CGSize(width: 100, height: 300)
        _ = showInWindow(screen)
        let f = frames(screen.grid)
        let height = screen.grid.bounds.height
        #expect(f[0].minX == 0 && f[0].minY == 0)
        #expect(f[1].minX == 0 && f[1].maxY == height, "two 300-point items fill the column, spread to its ends")
        #expect(f[2].minX == 110)
        #expect(screen.grid.contentSize == CGSize(width: 210, height: height))
    }

    @Test("Self-sizing items (estimatedItemSize = automaticSize) take their cells' fitting size")
    func selfSizingItems() throws {
        let screen = TagsViewController(tags: ["Swift", "A much longer tag"])
        screen.layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        _ = showInWindow(screen)
        let cells = screen.grid.visibleCells.compactMap { $0 as? TagCell }
        #expect(cells.count == 2)
        for cell in cells {
            #expect(abs(cell.frame.width - (cell.tag_.frame.width + 16)) < 0.34)
            #expect(abs(cell.frame.height - (cell.tag_.frame.height + 16)) < 0.34)
        }
        #expect(cells[1].frame.width > cells[0].frame.width + 40)
    }

    @Test("Headers from the data source sit above each section's items, as wide as the collection view")
    func headers() throws {
        final class Header: UICollectionReusableView {}
        final class Sections: UIViewController, UICollectionViewDataSource {
            let layout = UICollectionViewFlowLayout()
            lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
            override func loadView() { view = grid }
            override func viewDidLoad() {
                super.viewDidLoad()
                grid.register(TagCell.self, forCellWithReuseIdentifier: "tag")
                grid.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "h")
                layout.headerReferenceSize = CGSize(width: 0, height: 40)
                grid.dataSource = self
            }
            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
            }
            func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> UICollectionReusableView {
                collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
            }
        }
        let screen = Sections()
        _ = showInWindow(screen)
        let headers = screen.grid.subviews.compactMap { $0 as? Header }.map(\.frame).sorted { $0.minY < $1.minY }
        #expect(headers == [CGRect(x: 0, y: 0, width: 393, height: 40), CGRect(x: 0, y: 90, width: 393, height: 40)])
        #expect(screen.grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 130)
    }

    @Test("Only items on screen have cells; scrolling reuses those that left")
    func reuse() throws {
        TagCell.made = 0
        let screen = TagsViewController(tags: (0..<600).map { "\($0)" })
        screen.layout.itemSize = CGSize(width: 120, height: 120)
        _ = showInWindow(screen)
        let grid = screen.grid
        let first = grid.visibleCells.count
        #expect(first < 40 && first >= 21)
        grid.contentOffset = CGPoint(x: 0, y: 130 * 100)
        grid.layoutIfNeeded()
        #expect(grid.indexPathsForVisibleItems.first == IndexPath(item: 300, section: 0))
        #expect(TagCell.made <= first + 3, "cells that scrolled off are dequeued again")
        #expect((grid.cellForItem(at: IndexPath(item: 300, section: 0)) as? TagCell)?.tag_.text == "300")
    }

    @Test("A tap selects its item and tells the delegate")
    func tapSelects() throws {
        let screen = TagsViewController(tags: ["a", "b", "c"])
        screen.layout.itemSize = CGSize(width: 100, height: 100)
        let window = showInWindow(screen)
        let frame = try #require(screen.grid.cellForItem(at: IndexPath(item: 1, section: 0))).convert(
            CGPoint(x: 50, y: 50), to: nil)
        window.tap(at: frame)
        window.animator.settle()
        #expect(screen.selected == [IndexPath(item: 1, section: 0)])
        #expect(screen.grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(screen.grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    }

    @Test("A custom UICollectionViewLayout subclass places the cells where its attributes say")
    func customLayout() throws {
        final class Diagonal: UICollectionViewLayout {
            var attributes: [UICollectionViewLayoutAttributes] = []
            override func prepare() {
                attributes = (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { i in
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
                    a.frame = CGRect(x: CGFloat(i) * 30, y: CGFloat(i) * 50, width: 40, height: 40)
                    return a
                }
            }
            override var collectionViewContentSize: CGSize { CGSize(width: 393, height: CGFloat(attributes.count) * 50) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                attributes.filter { $0.frame.intersects(rect) }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                attributes[indexPath.item]
            }
        }
        let screen = TagsViewController(tags: ["a", "b", "c"])
        screen.grid.collectionViewLayout = Diagonal()
        _ = showInWindow(screen)
        #expect(screen.grid.visibleCells.map(\.frame.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 50), CGPoint(x: 60, y: 100)])
        #expect(screen.grid.indexPathForItem(at: CGPoint(x: 70, y: 110)) == IndexPath(item: 2, section: 0))
    }

    @Test("A UICollectionViewController subclass overriding the data source and flow layout methods")
    func controller() throws {
        final class Photos: UICollectionViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            }
            override func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                CGSize(width: collectionView.bounds.width / 2, height: 80)
            }
            override func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                minimumInteritemSpacingForSectionAt section: Int
            ) -> CGFloat { 0 }
        }
        let photos = Photos(collectionViewLayout: UICollectionViewFlowLayout())
        _ = showInWindow(photos)
        #expect(
            photos.collectionView.visibleCells.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 196.5, height: 80), CGRect(x: 196.5, y: 0, width: 196.5, height: 80),
                CGRect(x: 0, y: 90, width: 196.5, height: 80), CGRect(x: 196.5, y: 90, width: 196.5, height: 80),
            ])
    }

    @Test("Dequeuing a cell identifier nothing was registered for raises UIKit's exception")
    func unregistered() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                _ = grid.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "'NSInternalInconsistencyException', reason: 'could not dequeue a view of kind: UICollectionElementKindCell with identifier missing"
            ))
    }

    @Test(
        "Items that stay through a batch update keep their cells and selection; only inserted, reloaded and reconfigured items are asked again"
    )
    func batchUpdates() throws {
        let screen = TagsViewController(tags: ["A", "B", "C", "D"])
        screen.layout.itemSize = CGSize(width: 80, height: 40)
        _ = showInWindow(screen)
        let grid = screen.grid
        func cell(_ item: Int) throws -> TagCell { try #require(grid.cellForItem(at: IndexPath(item: item, section: 0)) as? TagCell) }
        let a = try cell(0), c = try cell(2), d = try cell(3)
        grid.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        screen.tags = ["New", "A", "C", "D"]
        grid.performBatchUpdates {
            grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
            grid.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        grid.layoutIfNeeded()
        #expect(try cell(1) === a && cell(2) === c && cell(3) === d, "A, C and D keep their cells, one place on")
        #expect(try cell(0).tag_.text == "New")
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)], "the selection moves with C")
        #expect(try cell(0).frame.minX < cell(1).frame.minX, "the flow layout places the new order")
        // A move keeps the cell; a reconfigure hands the item its own cell back.
        screen.tags = ["New", "C", "A", "D"]
        grid.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 0))
        grid.layoutIfNeeded()
        #expect(try cell(2) === a && cell(1) === c)
        screen.tags[3] = "D, again"
        grid.reconfigureItems(at: [IndexPath(item: 3, section: 0)])
        grid.layoutIfNeeded()
        #expect(try cell(3) === d && cell(3).tag_.text == "D, again")
    }

    @Test("An insertion the data source does not match raises UIKit's invalid-update exception, in items")
    func invalidUpdate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let screen = TagsViewController(tags: ["A", "B"])
                _ = showInWindow(screen)
                screen.grid.insertItems(at: [IndexPath(item: 2, section: 0)])
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "reason: 'Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
            ))
    }
}

import UIKit

/// What the apple and anchors demos share: Space (or `--seconds` headless) turns the window
/// between 568 x 320 and 320 x 568, animated as UIKit animates a rotation, and the description
/// label re-wraps at its new width.
public class LogoScrollViewController: UIViewController, DemoRotating {
    /// The logo; subclasses set it in `viewDidLoad`.
    weak var logoImageView: UIImageView?
    /// The multi-line description, as wide as the logo; subclasses set it in `viewDidLoad`.
    weak var descriptionLabel: UILabel?

    /// The multi-line label recipe: wrap at the width the label gets (the logo's, a direct
    /// subview whose frame is already set here), so its height is right in both orientations.
    override public func viewDidLayoutSubviews() {
        guard let label = descriptionLabel, let width = logoImageView?.bounds.width,
            width > 0, label.preferredMaxLayoutWidth != width
        else { return }
        label.preferredMaxLayoutWidth = width
    }
}

/// 000: the Apple logo over a scroll view with a name label and a long Chinese description.
public final class AppleViewController: LogoScrollViewController {
    /// The seed's description of Apple, as its `descriptionLabel.text` has it.
    static let seedDescription =
        "苹果公司(Apple Inc. )是美国的一家高科技公司。由史蒂夫·乔布斯、斯蒂夫·沃兹尼亚克和罗·韦恩(Ron Wayne)等三人于1976年4月1日创立,并命名为美国苹果电脑公司(Apple Computer Inc. ), 2007年1月9日更名为苹果公司,总部位于加利福尼亚州的库比蒂诺。\n苹果公司创立之初主要开发和销售的个人电脑,截至2014年致力于设计、开发和销售消费电子、计算机软件、在线服务和个人计算机。苹果的Apple II于1970年代助长了个人电脑革命,其后的Macintosh接力于1980年代持续发展。该公司硬件产品主要是Mac电脑系列、iPod媒体播放器、iPhone智能手机和iPad平板电脑;在线服务包括iCloud、iTunes Store和App Store;消费软件包括OS X和iOS操作系统、iTunes多媒体浏览器、Safari网络浏览器,还有iLife和iWork创意和生产力套件。苹果公司在高科技企业中以创新而闻名世界。\n苹果公司1980年12月12日公开招股上市,2012年创下6235亿美元的市值记录,截至2014年6月,苹果公司已经连续三年成为全球市值最大公司。苹果公司在2014年世界500强排行榜中排名第15名。2013年9月30日,在宏盟集团的“全球最佳品牌”报告中,苹果公司超过可口可乐成为世界最有价值品牌。2014年,苹果品牌超越谷歌(Google),成为世界最具价值品牌 。"

    override public func viewDidLoad() {
        super.viewDidLoad()
        let logoImageView = UIImageView(image: UIImage(named: "apple.png"))
        logoImageView.accessibilityIdentifier = "logoImageView"
        logoImageView.contentMode = .scaleAspectFit
        logoImageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(logoImageView)
        self.logoImageView = logoImageView
        let leftConstraint = NSLayoutConstraint(
            item: logoImageView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0)
        let rightConstraint = NSLayoutConstraint(
            item: logoImageView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: 0)
        let topConstraint = NSLayoutConstraint(
            item: logoImageView, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 0)
        let heightConstraint = NSLayoutConstraint(
            item: logoImageView, attribute: .height, relatedBy: .equal, toItem: view, attribute: .height, multiplier: 0.5, constant: 0)
        NSLayoutConstraint.activate([leftConstraint, rightConstraint, topConstraint, heightConstraint])

        let scrollView = UIScrollView()
        scrollView.accessibilityIdentifier = "scrollView"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        let scrollLeftConstraint = NSLayoutConstraint(
            item: scrollView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0)
        let scrollRightConstraint = NSLayoutConstraint(
            item: scrollView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: 0)
        let scrollBottomConstraint = NSLayoutConstraint(
            item: scrollView, attribute: .bottom, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1, constant: 0)
        let scrollTopConstraint = NSLayoutConstraint(
            item: scrollView, attribute: .top, relatedBy: .equal, toItem: logoImageView, attribute: .bottom, multiplier: 1, constant: 0)
        NSLayoutConstraint.activate([scrollLeftConstraint, scrollRightConstraint, scrollBottomConstraint, scrollTopConstraint])

        let nameLabel = UILabel()
        nameLabel.text = "苹果公司"
        nameLabel.accessibilityIdentifier = "nameLabel"
        nameLabel.backgroundColor = UIColor.green
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(nameLabel)
        let descriptionLabel = UILabel()
        descriptionLabel.text = Self.seedDescription
        descriptionLabel.accessibilityIdentifier = "descriptionLabel"
        descriptionLabel.backgroundColor = UIColor.yellow
        descriptionLabel.translatesAutoresizingMaskIntoConstraints = false
        descriptionLabel.numberOfLines = 0
        descriptionLabel.preferredMaxLayoutWidth = 568
        scrollView.addSubview(descriptionLabel)
        self.descriptionLabel = descriptionLabel
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: nameLabel, attribute: .leading, relatedBy: .equal, toItem: scrollView, attribute: .leading, multiplier: 1, constant: 0
            ),
            NSLayoutConstraint(
                item: nameLabel, attribute: .trailing, relatedBy: .equal, toItem: scrollView, attribute: .trailing, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: nameLabel, attribute: .bottom, relatedBy: .equal, toItem: descriptionLabel, attribute: .top, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: nameLabel, attribute: .top, relatedBy: .equal, toItem: scrollView, attribute: .top, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: nameLabel, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: 20
            ),
        ])
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: descriptionLabel, attribute: .leading, relatedBy: .equal, toItem: scrollView, attribute: .leading, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: descriptionLabel, attribute: .trailing, relatedBy: .equal, toItem: scrollView, attribute: .trailing, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: descriptionLabel, attribute: .bottom, relatedBy: .equal, toItem: scrollView, attribute: .bottom, multiplier: 1,
                constant: 0),
        ])
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: nameLabel, attribute: .width, relatedBy: .equal, toItem: logoImageView, attribute: .width, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: descriptionLabel, attribute: .width, relatedBy: .equal, toItem: logoImageView, attribute: .width, multiplier: 1,
                constant: 0),
        ])
    }
}

#!/usr/bin/env python3
"""Writes the README's tour sections as DocC articles, so the README stays their one source.

`Scripts/check-docs.sh` runs this and fails when a committed article differs from what the README gives.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ARTICLES = [
    ("Layout, as in UIKit", "Sources/Layout/Layout.docc/LayoutAsInUIKit.md", "Layout, as in UIKit",
     "Views and constraints with UIKit's names and semantics, the engine behind them, devices and safe areas."),
    ("The Visual Format Language and the DSLs", "Sources/Layout/Layout.docc/VisualFormatAndDSLs.md",
     "The Visual Format Language and the DSLs",
     "Apple's visual format strings, and two shorter ways to write the same constraints."),
    ("Diagnostics", "Sources/Layout/Layout.docc/Diagnostics.md", "Diagnostics",
     "UIKit's logs and ambiguity tools, and explanations UIKit never gives."),
    ("The solver", "Sources/Cassowary/Cassowary.docc/TheSolver.md", "The solver",
     "How the solver works, what it guarantees, and what it costs."),
    ("Animation", "Sources/Animation/Animation.docc/AnimatingLayout.md", "Animating layout",
     "UIView-style animation of constraint changes on a virtual clock."),
    ("`import UIKit`", "Sources/UIKit/UIKit.docc/UIKitCodeAsWritten.md", "UIKit code as written",
     "UIKit's names over the layout engine: what compiles unchanged, and what is not there yet."),
    ("Testing your screens", "Sources/LayoutSimTesting/LayoutSimTesting.docc/TestingYourScreens.md",
     "Testing your screens", "Snapshot tests for your own views, view controllers and windows."),
]


def section(readme: str, title: str) -> str:
    start = readme.index("\n## " + title + "\n") + len("\n## " + title + "\n")
    end = readme.index("\n## ", start)
    return readme[start:end].strip("\n")


def main() -> int:
    readme = (ROOT / "README.md").read_text()
    check = "--check" in sys.argv
    stale = []
    for heading, path, title, abstract in ARTICLES:
        body = re.sub(r"^### ", "## ", section(readme, heading), flags=re.M)
        text = f"# {title}\n\n{abstract}\n\n## Overview\n\n{body}\n"
        target = ROOT / path
        if check:
            if not target.exists() or target.read_text() != text:
                stale.append(path)
        else:
            target.write_text(text)
    if stale:
        print("these DocC articles differ from the README; run `make docs`:", *stale, sep="\n  ", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

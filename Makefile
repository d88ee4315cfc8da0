# LayoutSim: the two commands of the README, plus helpers.
#   make demo   installs what is missing, builds, and runs the main job
#   make test   installs what is missing, builds, and runs every test
SHELL := /bin/bash
export PATH := $(PATH):/opt/swift/usr/bin
OUT ?= out/demo

.PHONY: all deps demo test docs format bench release clean

all: test

deps:
	@Scripts/install-deps.sh

release: deps
	swift build -c release --product layoutsim

# The main job: the demo gallery, in a window where there is a display, else frames and strips under $(OUT).
demo: release
	"$$(swift build -c release --show-bin-path)/layoutsim" demo gallery --out "$(OUT)"

test: deps
	swift build --build-tests
	swift test
	Scripts/check-docs.sh
	Scripts/check-format.sh

# Rewrites the Swift files as .swift-format says (make test checks them).
format:
	swift format --in-place --recursive Sources Tests Examples

# The DocC documentation of the public modules (warnings are errors), under .build/plugins/Swift-DocC/outputs.
docs: deps
	python3 Scripts/readme-articles.py
	Scripts/check-docs.sh

# The solver benchmarks (release build); compare with kiwi: bash Benchmarks/compare_kiwi.sh
bench: release
	"$$(swift build -c release --show-bin-path)/layoutsim" bench

clean:
	rm -rf .build out

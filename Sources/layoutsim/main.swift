import ArgumentParser

LayoutSim.main()

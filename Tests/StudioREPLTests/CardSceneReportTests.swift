import AnimationCore
import Simulation
import StudioREPL
import TerminalPlot
import Testing

@Suite struct CardSceneReportTests {
    func result(_ script: String, _ timing: TimingExpression? = nil) throws -> CardSceneResult {
        var parameters = try #require(TemplateCatalog.template(named: "card-expand")).defaults
        if let timing { parameters.values["timing"] = .timing(timing) }
        let scene = try CardScene(parameters: parameters, cities: [("Lyon", "Rivers"), ("Nice", "Sea")], selected: 0)
        return scene.run(try GestureScript(parsing: script))
    }

    @Test func theEventLogIsATable() throws {
        let text = CardSceneReport.eventTable(try result("pan -30 over 0.1 release 300"))
        #expect(
            text == """
                t (s)     phase              animator  fraction  reversed  position  state      detail
                0         pan began          paused    0         no        -         collapsed
                0.1       pan ended          running   0.878543  yes       -         collapsed  velocity 300 pt/s
                0.136437  completion expand  inactive  0         no        start     collapsed
                """)
    }

    @Test func onANarrowTerminalTheEventLogShortensItsTextColumns() throws {
        let text = CardSceneReport.eventTable(try result("pan -30 over 0.1 release 300"), width: 72)
        #expect(
            text == """
                t (s)     phase   animator  fraction  reversed  position  state   detail
                0         pan b…  paused    0         no        -         colla…
                0.1       pan e…  running   0.878543  yes       -         colla…  veloc…
                0.136437  compl…  inactive  0         no        start     colla…
                """)
    }

    @Test func theSummarySaysWhenAndHowItRested() throws {
        let text = CardSceneReport.summary(try result("tap, wait 0.1, tap"))
        #expect(
            text == """
                at rest at 0.3 s, state collapsed; on screen the card fills the screen (state and screen disagree)
                pan samples: 0 at 120 Hz, the finger moving linearly
                choices: a pause with scrubsLinearly shows fractionComplete (UIKit swaps the curve for linear); a finished animator is inactive and not reversed; animations added mid-flight run from the current state over the remaining time
                """)
    }

    @Test func jsonHoldsEventsAndFrames() throws {
        let json = CardSceneReport.json(try result("tap"), frames: [0, 0.15, 0.3])
        #expect(
            json.compact
                == #"{"events":[{"animator":"running","detail":"","fractionComplete":0,"isReversed":false,"phase":"tap","position":null,"state":"collapsed","t":0},{"animator":"inactive","detail":"","fractionComplete":0,"isReversed":false,"phase":"completion expand","position":"end","state":"expanded","t":0.3}],"finalState":"expanded","fingerDown":[],"frames":[{"carousel.offset":-70,"close.opacity":0,"corner-radius":6,"description.opacity":0,"fractionComplete":0,"frame.height":350,"frame.width":250,"frame.x":70,"frame.y":247,"left-neighbour.center-x":null,"progress":0,"right-neighbour.center-x":470,"t":0},{"carousel.offset":-70,"close.opacity":0.5,"corner-radius":3,"description.opacity":0.5,"fractionComplete":0.5,"frame.height":597,"frame.width":320,"frame.x":35,"frame.y":123.5,"left-neighbour.center-x":null,"progress":0.5,"right-neighbour.center-x":495,"t":0.15},{"carousel.offset":-70,"close.opacity":1,"corner-radius":0,"description.opacity":1,"fractionComplete":0,"frame.height":844,"frame.width":390,"frame.x":0,"frame.y":0,"left-neighbour.center-x":null,"progress":1,"right-neighbour.center-x":520,"t":0.3}],"notes":[],"restTime":0.3}"#
        )
    }

    @Test func theFullReportRendersWithTheFingerMarked() throws {
        let text = CardSceneReport.text(
            try result("pan -100 over 0.2 release 0"), title: "card-expand under pan", width: 60, plotHeight: 10,
            canvas: .ascii)
        #expect(
            text == """
                card-expand under pan

                t (s)     phase              animator  fraction  reversed  position  state      detail
                0         pan began          paused    0         no        -         collapsed
                0.2       pan ended          running   0.404858  no        -         collapsed  velocity 0 pt/s
                0.378543  completion expand  inactive  0         no        end       expanded

                                fractionComplete and progress               
                   down                         up                          
                  ++----------------------------+--------------------------+
                1 +:                            :         ooooooooooooooooo|
                  |:                 oooooooooooooooooooooo*****          *|
                0 +ooooooooooooooooooo          :                         *|
                  ++--------------+-------------+--------------+-----------+
                 0 ms          100 ms        200 ms         300 ms          
                                            t (s)                           
                  * fractionComplete   o progress                           

                                      card properties (pt)                  
                      down                       up                         
                     ++--------------------------+-------------------------+
                1000 +:                          :           **************|
                     |#####################################################|
                   0 ++++++++++++++++++++++++++++++++++++++++++++++++++++++|
                     ++-------------+------------+-------------+-----------+
                    0 ms         100 ms       200 ms        300 ms          
                                              t (s)                         
                     * frame.height   o frame.width   x corner-radius×10    

                at rest at 0.378543 s, state expanded; on screen the card fills the screen
                pan samples: 24 at 120 Hz, the finger moving linearly
                choices: a pause with scrubsLinearly shows fractionComplete (UIKit swaps the curve for linear); a finished animator is inactive and not reversed; animations added mid-flight run from the current state over the remaining time
                """)
    }

    @Test func theComparisonOverlaysTwoVersions() throws {
        let ease = try result("pan -100 over 0.2 release -400")
        let spring = try result(
            "pan -100 over 0.2 release -400",
            .spring(SpringParameters(mass: 1, stiffness: 200, damping: 10, initialVelocity: 0)))
        let compared = CardSceneReport.compare(
            ("ease", ease), ("spring", spring), width: 60, plotHeight: 10, canvas: .ascii)
        #expect(
            compared == """
                                       fractionComplete                     
                   down   up    ease rests                     spring rests 
                  ++------+-----+-----------------------------------------++
                1 +:      :  ****                     ooooooooooooooooooooo|
                  |:   oooooooooooooooooooooooooooooooo                   o|
                0 +ooooo  :     ******************************************o|
                  ++----------------+---------------+----------------+-----+
                 0 ms            500 ms          1000 ms          1500 ms   
                                            t (s)                           
                  * ease   o spring                                         

                                        frame.height (pt)                   
                      down  up    ease rests                   spring rests 
                     ++-----+-----+---------------------------------------++
                1000 +:     :  *ooooooooooooooooooooooooooooooooooooooooooo|
                     |ooooooooooo :                                       :|
                   0 +:     :     :                                       :|
                     ++---------------+---------------+--------------+-----+
                    0 ms           500 ms          1000 ms        1500 ms   
                                              t (s)                         
                     * ease   o spring                                      

                version  at rest (s)  state     on screen
                ease     0.378543     expanded  expanded
                spring   1.645673     expanded  expanded
                """)
    }
}

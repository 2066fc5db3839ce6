// UISearchBar's behaviour through public API and the harness: text and placeholder, prompt, the
// delegate's order, the buttons in and beside the field, the scope bar, text input traits, position
// and sizes, and bad input. Pixels and goldens are in UISearchBarDrawingTests and
// UISearchBarSnapshotTests.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UISearchBar")
struct UISearchBarTests {
    init() { TestFonts.pin() }

    // MARK: Text, placeholder, prompt

    @Test("Defaults: empty text, no placeholder or prompt, no buttons, scope 0, top position, Search return key")
    func defaults() throws {
        let bar = UISearchBar()
        #expect(bar.text == "")
        #expect(bar.placeholder == nil && bar.prompt == nil && bar.delegate == nil)
        #expect(!bar.showsCancelButton && !bar.showsBookmarkButton && !bar.showsSearchResultsButton)
        #expect(!bar.isSearchResultsButtonSelected && !bar.showsScopeBar && bar.scopeButtonTitles == nil)
        #expect(bar.selectedScopeButtonIndex == 0)
        #expect(bar.barStyle == .default && bar.searchBarStyle == .default && bar.isTranslucent && bar.barTintColor == nil)
        #expect(bar.backgroundImage == nil && bar.scopeBarBackgroundImage == nil)
        #expect(bar.searchFieldBackgroundPositionAdjustment == .zero && bar.searchTextPositionAdjustment == .zero)
        #expect(bar.barPosition == .top)
        #expect(bar.returnKeyType == .search)
        #expect(bar.sizeThatFits(CGSize(width: 300, height: 10)) == CGSize(width: 300, height: 44))
    }

    @Test("spec 000 #35: the placeholder shows while the bar is empty; typing hides it")
    func placeholderShowsUntilTyping() throws {
        let (h, bar) = searchBarHarness { $0.placeholder = "Search the catalogue" }
        let field = bar.foundField
        #expect(field.placeholder == "Search the catalogue")
        // The right half of the field short of the clear button: only the placeholder draws there (the
        // typed "x" stays at the left).
        let frame = field.convert(field.bounds, to: h.window)
        let rightHalf = CGRect(x: frame.midX + 10, y: frame.minY + 6, width: frame.width / 2 - 50, height: frame.height - 12)
        #expect(pixelsDiffering(from: [255, 255, 255, 255], in: rightHalf, of: h.render()) > 20)
        h.tap(at: h.centre(of: field))
        h.typeText("x")
        #expect(bar.text == "x")
        #expect(pixelsDiffering(from: [255, 255, 255, 255], in: rightHalf, of: h.render()) == 0)
    }

    @Test("spec 000 #36: a prompt shows in a label above the field, and the bar grows by 30 points")
    func promptAboveField() throws {
        let (h, bar) = searchBarHarness { $0.prompt = "Find a friend" }
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 74)
        #expect(bar.intrinsicContentSize.height == 74)
        #expect(bar.frame.height == 74)
        let label = try #require(bar.label(showing: "Find a friend"))
        let labelFrame = label.convert(label.bounds, to: bar)
        let fieldFrame = bar.foundField.convert(bar.foundField.bounds, to: bar)
        #expect(labelFrame.maxY <= fieldFrame.minY)
        #expect(abs(labelFrame.midX - 160) < 1)
        bar.prompt = nil
        bar.sizeToFit()
        h.runTurn()
        #expect(bar.frame.height == 44 && bar.label(showing: "Find a friend") == nil)
    }

    @Test("Setting text in code shows it and calls no delegate method")
    func textInCode() throws {
        let log = SearchBarLog()
        let (_, bar) = searchBarHarness { $0.delegate = log }
        bar.text = "hello"
        #expect(bar.text == "hello" && bar.foundField.text == "hello")
        bar.text = nil
        #expect(bar.text == "")
        #expect(log.calls.isEmpty)
    }

    // MARK: The delegate's order

    @Test("spec 000 #37: tap, type, resign: shouldBegin, didBegin, (shouldChange, textDidChange)*, shouldEnd, didEnd")
    func editingSequence() throws {
        let log = SearchBarLog()
        let (h, bar) = searchBarHarness { $0.delegate = log }
        h.tap(at: h.centre(of: bar.foundField))
        #expect(bar.isFirstResponder)
        h.typeText("ab")
        h.pressKey(.keyboardDeleteOrBackspace)
        #expect(bar.resignFirstResponder())
        #expect(
            log.calls == [
                "shouldBegin", "didBegin", "shouldChange(0,0,a)", "textDidChange(a)", "shouldChange(1,0,b)", "textDidChange(ab)",
                "shouldChange(1,1,)", "textDidChange(a)", "shouldEnd", "didEnd",
            ])
        #expect(!bar.isFirstResponder && bar.text == "a")
    }

    @Test("A delegate refusing to begin keeps the bar from editing; one refusing to end keeps it editing")
    func refusals() throws {
        let log = SearchBarLog()
        let (h, bar) = searchBarHarness { $0.delegate = log }
        log.shouldBegin = false
        h.tap(at: h.centre(of: bar.foundField))
        #expect(!bar.isFirstResponder && log.calls == ["shouldBegin"])
        log.shouldBegin = true
        log.shouldEnd = false
        #expect(bar.becomeFirstResponder())
        #expect(!bar.resignFirstResponder())
        #expect(bar.isFirstResponder)
        #expect(log.calls == ["shouldBegin", "shouldBegin", "didBegin", "shouldEnd"])
    }

    @Test("spec 000 #38: refusing shouldChangeTextIn leaves the text unchanged, with no textDidChange")
    func refusedChange() throws {
        let log = SearchBarLog()
        let (h, bar) = searchBarHarness { $0.delegate = log }
        bar.text = "keep"
        h.tap(at: h.centre(of: bar.foundField))
        log.shouldChange = false
        h.typeText("z")
        #expect(bar.text == "keep")
        #expect(log.calls == ["shouldBegin", "didBegin", "shouldChange(4,0,z)"])
    }

    @Test("spec 000 #66: the Search key calls searchBarSearchButtonClicked and leaves the keyboard up")
    func searchKey() throws {
        let log = SearchBarLog()
        let (h, bar) = searchBarHarness { $0.delegate = log }
        h.tap(at: h.centre(of: bar.foundField))
        h.typeText("kiwi")
        h.advance(by: 0.5)
        log.calls = []
        h.typeText("\n")
        h.advance(by: 0.5)
        #expect(log.calls == ["searchClicked"])
        #expect(bar.isFirstResponder && h.isKeyboardVisible)
        #expect(bar.text == "kiwi")
        // A delegate that resigns dismisses the keyboard.
        log.resignsOnSearch = true
        h.typeText("\n")
        h.advance(by: 0.5)
        #expect(!bar.isFirstResponder && !h.isKeyboardVisible)
    }

    // MARK: The field

    @Test("spec 000 #48: E5.1 finds the UITextField in subviews[0].subviews; disabling it blocks editing")
    func disableFieldE51() throws {
        let log = SearchBarLog()
        let (h, bar) = searchBarHarness { $0.delegate = log }
        for view in bar.subviews[0].subviews {
            if let field = view as? UITextField {
                field.isEnabled = false
                break
            }
        }
        h.tap(at: h.centre(of: bar.foundField))
        h.typeText("x")
        #expect(!bar.isFirstResponder && bar.text == "" && log.calls.isEmpty)
        #expect(!bar.becomeFirstResponder())
    }

    @Test("spec 000 #44: tintColor colours the Cancel button's title and reaches the field's insertion point")
    func tintColour() throws {
        let (h, bar) = searchBarHarness {
            $0.showsCancelButton = true
            $0.tintColor = .red
        }
        let cancel = try #require(bar.button(titled: "Cancel"))
        #expect(cancel.currentTitleColor == .red)
        #expect(bar.foundField.tintColor == .red)
        bar.tintColor = .green
        h.runTurn()
        #expect(cancel.currentTitleColor == .green && bar.foundField.tintColor == .green)
    }

    @Test("spec 000 #46: searchFieldBackgroundPositionAdjustment moves the field; searchTextPositionAdjustment only the text")
    func positionAdjustments() throws {
        let (h, bar) = searchBarHarness()
        let field = bar.foundField
        let frame = field.frame
        let textRect = field.textRect(forBounds: field.bounds)
        bar.searchFieldBackgroundPositionAdjustment = UIOffset(horizontal: 5, vertical: 3)
        h.runTurn()
        #expect(field.frame == frame.offsetBy(dx: 5, dy: 3))
        #expect(field.textRect(forBounds: field.bounds) == textRect)
        bar.searchTextPositionAdjustment = UIOffset(horizontal: 10, vertical: -2)
        h.runTurn()
        #expect(field.frame == frame.offsetBy(dx: 5, dy: 3))
        #expect(field.textRect(forBounds: field.bounds) == textRect.offsetBy(dx: 10, dy: -2))
        #expect(field.placeholderRect(forBounds: field.bounds).minY == textRect.minY - 2)
    }

    @Test("spec 000 #47: a field background image keeps its height, centred vertically; its width is adjusted")
    func fieldBackgroundImage() throws {
        let image = solidImage(.orange, CGSize(width: 40, height: 20))
        let (h, bar) = searchBarHarness { $0.setSearchFieldBackgroundImage(image, for: .normal) }
        let field = bar.foundField
        #expect(bar.searchFieldBackgroundImage(for: .normal) === image)
        #expect(bar.searchFieldBackgroundImage(for: .disabled) == nil)
        #expect(field.frame.height == 20 && field.frame.midY == 22)
        #expect(field.frame.width == 304)
        let centre = h.centre(of: field)
        #expect(Pixels.close(h.pixel(at: CGPoint(x: 40, y: centre.y)), [255, 128, 0, 255], tolerance: 8))
        // Above the 20-point image, where a 28-point field would be, the bar shows.
        #expect(!Pixels.close(h.pixel(at: CGPoint(x: 40, y: centre.y - 12)), [255, 128, 0, 255], tolerance: 40))
    }

    @Test("spec 000 #67: text input traits set on the bar configure its field and the keyboard")
    func textInputTraits() throws {
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        let (h, bar) = searchBarHarness {
            $0.keyboardType = .numberPad
            $0.autocapitalizationType = .none
            $0.autocorrectionType = .no
            $0.spellCheckingType = .no
            $0.keyboardAppearance = .dark
            $0.returnKeyType = .go
            $0.enablesReturnKeyAutomatically = false
            $0.inputAccessoryView = accessory
        }
        let field = bar.foundField
        #expect(field.keyboardType == .numberPad && field.autocapitalizationType == .none)
        #expect(field.autocorrectionType == .no && field.spellCheckingType == .no && field.keyboardAppearance == .dark)
        #expect(field.returnKeyType == .go && !field.enablesReturnKeyAutomatically)
        #expect(field.inputAccessoryView === accessory && bar.inputAccessoryView === accessory)
        #expect(bar.keyboardType == .numberPad && bar.returnKeyType == .go)
        h.tap(at: h.centre(of: field))
        h.advance(by: 0.5)
        #expect(accessory.window != nil)
        #expect(h.keyboardKeyNames.contains("1") && !h.keyboardKeyNames.contains("q"))
    }

    // MARK: Buttons in the field

    @Test("spec 000 #49: the clear button shows only while there is text; tapping it empties the text")
    func clearButton() throws {
        let log = SearchBarLog()
        let (h, bar) = searchBarHarness { $0.delegate = log }
        #expect(bar.control(labelled: "Clear text") == nil)
        h.tap(at: h.centre(of: bar.foundField))
        h.typeText("pear")
        h.runTurn()
        let clear = try #require(bar.control(labelled: "Clear text"))
        let frame = clear.convert(clear.bounds, to: bar.foundField)
        #expect(frame.maxX <= bar.foundField.bounds.width && frame.minX > bar.foundField.bounds.width - 40)
        log.calls = []
        h.tap(at: h.centre(of: clear))
        #expect(bar.text == "")
        #expect(log.calls == ["textDidChange()"])
        #expect(bar.isFirstResponder)
        h.runTurn()
        #expect(bar.control(labelled: "Clear text") == nil)
        // Text set in code shows the clear button too.
        bar.text = "plum"
        h.runTurn()
        #expect(bar.control(labelled: "Clear text") != nil)
    }

    @Test("spec 000 #50: with both the results and the bookmark button asked for, only the results button shows")
    func resultsWinsOverBookmark() throws {
        let (h, bar) = searchBarHarness { $0.showsBookmarkButton = true }
        #expect(bar.control(labelled: "Bookmarks") != nil && bar.control(labelled: "Search results") == nil)
        bar.showsSearchResultsButton = true
        h.runTurn()
        #expect(bar.control(labelled: "Search results") != nil && bar.control(labelled: "Bookmarks") == nil)
        bar.showsSearchResultsButton = false
        bar.showsBookmarkButton = false
        h.runTurn()
        #expect(bar.control(labelled: "Search results") == nil && bar.control(labelled: "Bookmarks") == nil)
    }

    @Test("spec 000 #51: the results and bookmark buttons vanish once text is entered; the clear button replaces them")
    func buttonsVanishWithText() throws {
        for results in [false, true] {
            let (h, bar) = searchBarHarness {
                $0.showsBookmarkButton = !results
                $0.showsSearchResultsButton = results
            }
            let name = results ? "Search results" : "Bookmarks"
            #expect(bar.control(labelled: name) != nil)
            h.tap(at: CGPoint(x: 60, y: 42))
            h.typeText("a")
            h.runTurn()
            #expect(bar.control(labelled: name) == nil && bar.control(labelled: "Clear text") != nil)
            h.pressKey(.keyboardDeleteOrBackspace)
            h.runTurn()
            #expect(bar.control(labelled: name) != nil && bar.control(labelled: "Clear text") == nil)
        }
    }

    @Test("spec 000 #52: tapping results, bookmark or Cancel calls the matching delegate method and changes nothing else")
    func buttonsOnlyNotify() throws {
        let log = SearchBarLog()
        let (h, bar) = searchBarHarness {
            $0.delegate = log
            $0.showsSearchResultsButton = true
            $0.showsCancelButton = true
        }
        h.tap(at: h.centre(of: try #require(bar.control(labelled: "Search results"))))
        #expect(!bar.isSearchResultsButtonSelected)
        bar.showsSearchResultsButton = false
        bar.showsBookmarkButton = true
        h.runTurn()
        h.tap(at: h.centre(of: try #require(bar.control(labelled: "Bookmarks"))))
        h.tap(at: h.centre(of: try #require(bar.button(titled: "Cancel"))))
        #expect(log.calls == ["resultsClicked", "bookmarkClicked", "cancelClicked"])
        #expect(bar.text == "" && !bar.isFirstResponder && bar.showsCancelButton && bar.showsBookmarkButton)
        // While editing, Cancel neither ends editing nor clears the text.
        bar.text = "fig"
        #expect(bar.becomeFirstResponder())
        log.calls = []
        h.tap(at: h.centre(of: try #require(bar.button(titled: "Cancel"))))
        #expect(log.calls == ["cancelClicked"] && bar.isFirstResponder && bar.text == "fig")
    }

    // MARK: Cancel button

    @Test("spec 000 #53: setShowsCancelButton(_:animated:) toggles showsCancelButton and the Cancel button")
    func cancelButtonToggles() throws {
        let (h, bar) = searchBarHarness()
        let fullWidth = bar.foundField.frame.width
        #expect(bar.button(titled: "Cancel") == nil)
        bar.setShowsCancelButton(true, animated: true)
        #expect(bar.showsCancelButton)
        h.advance(by: 0.5)
        let cancel = try #require(bar.button(titled: "Cancel"))
        let cancelFrame = cancel.convert(cancel.bounds, to: bar)
        #expect(cancelFrame.maxX <= 320 && cancelFrame.minX > 240)
        #expect(bar.foundField.frame.maxX <= cancelFrame.minX)
        #expect(bar.foundField.frame.width < fullWidth)
        bar.setShowsCancelButton(false, animated: true)
        #expect(!bar.showsCancelButton)
        h.advance(by: 0.5)
        #expect(bar.button(titled: "Cancel") == nil)
        #expect(bar.foundField.frame.width == fullWidth)
        bar.showsCancelButton = true
        h.runTurn()
        #expect(bar.button(titled: "Cancel") != nil)
    }

    @Test("spec 000 #65: UIBarButtonItem appearance title attributes reach the search bar's Cancel button")
    func cancelButtonAppearance() throws {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self])
            .setTitleTextAttributes([.foregroundColor: UIColor.purple, .font: UIFont.boldSystemFont(ofSize: 15)], for: .normal)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        bar.showsCancelButton = true
        h.window.addSubview(bar)
        h.runTurn()
        let cancel = try #require(bar.button(titled: "Cancel"))
        #expect(cancel.currentTitleColor == .purple)
        #expect(cancel.titleLabel?.font == UIFont.boldSystemFont(ofSize: 15))
        // A Cancel button shown after the bar entered the window gets them too.
        let later = UISearchBar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        h.window.addSubview(later)
        h.runTurn()
        later.setShowsCancelButton(true, animated: false)
        h.runTurn()
        #expect(later.button(titled: "Cancel")?.currentTitleColor == .purple)
    }

    // MARK: Scope bar

    @Test("spec 000 #59: the scope bar shows one button per title; tapping another updates the index and tells the delegate")
    func scopeBar() throws {
        let log = SearchBarLog()
        let (h, bar) = searchBarHarness {
            $0.delegate = log
            $0.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
            $0.showsScopeBar = true
        }
        #expect(bar.frame.height == 88 && bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 88)
        let control = try #require(bar.scopeControl)
        #expect(control.numberOfSegments == 3)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["All", "Fruit", "Vegetables"])
        #expect(control.selectedSegmentIndex == 0)
        let frame = control.convert(control.bounds, to: bar)
        #expect(frame.minY >= 44 && frame.maxY <= 88)
        let third = control.convert(CGPoint(x: control.bounds.width * 5 / 6, y: control.bounds.midY), to: h.window)
        h.tap(at: third)
        #expect(bar.selectedScopeButtonIndex == 2 && log.calls == ["scopeDidChange(2)"])
        h.tap(at: third)
        #expect(log.calls == ["scopeDidChange(2)"])
        // Selecting in code calls no delegate method.
        bar.selectedScopeButtonIndex = 1
        #expect(control.selectedSegmentIndex == 1 && log.calls.count == 1)
        bar.showsScopeBar = false
        bar.sizeToFit()
        h.runTurn()
        #expect(bar.frame.height == 44 && bar.scopeControl == nil)
    }

    @Test("Scope bar and prompt together: 118 points, prompt, field row, scope bar top to bottom")
    func promptAndScopeBar() throws {
        let (_, bar) = searchBarHarness {
            $0.prompt = "Where?"
            $0.scopeButtonTitles = ["Here", "There"]
            $0.showsScopeBar = true
        }
        #expect(bar.frame.height == 118)
        let field = bar.foundField.frame
        let scope = try #require(bar.scopeControl)
        #expect(field.midY == 52)
        #expect(abs(scope.convert(scope.bounds, to: bar).midY - 96) <= 0.5)
    }

    @Test("spec 000 #62: a divider set for one pair of states is drawn for the other two as well")
    func dividerStandsIn() throws {
        let divider = solidImage(.red, CGSize(width: 3, height: 10))
        let (_, bar) = searchBarHarness {
            $0.scopeButtonTitles = ["A", "B", "C"]
            $0.showsScopeBar = true
            $0.setScopeBarButtonDividerImage(divider, forLeftSegmentState: .selected, rightSegmentState: .normal)
        }
        #expect(bar.scopeBarButtonDividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal) === divider)
        #expect(bar.scopeBarButtonDividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) == nil)
        let control = try #require(bar.scopeControl)
        for (left, right) in [(UIControl.State.normal, UIControl.State.normal), (.selected, .normal), (.normal, .selected)] {
            #expect(control.dividerImage(forLeftSegmentState: left, rightSegmentState: right, barMetrics: .default) === divider)
        }
    }

    @Test("spec 000 #64: scope title attributes accept any attribute, an underline among them")
    func scopeTitleAttributes() throws {
        let attributes: [NSAttributedString.Key: Any] = [
            .underlineStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.brown,
        ]
        let (_, bar) = searchBarHarness {
            $0.scopeButtonTitles = ["A", "B"]
            $0.showsScopeBar = true
            $0.setScopeBarButtonTitleTextAttributes(attributes, for: .normal)
        }
        let stored = try #require(bar.scopeBarButtonTitleTextAttributes(for: .normal))
        #expect(stored[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .selected) == nil)
        let control = try #require(bar.scopeControl)
        #expect(control.titleTextAttributes(for: .normal)?[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
    }

    // MARK: Position

    @Test("spec 000 #68: a delegate answering topAttached extends the background 20 points up; the bar keeps 44 points")
    func topAttached() throws {
        let log = SearchBarLog()
        log.position = .topAttached
        let (h, bar) = searchBarHarness()
        let above = CGPoint(x: 160, y: 10)
        #expect(Pixels.close(h.pixel(at: above), [255, 255, 255, 255]))
        bar.delegate = log
        h.runTurn()
        #expect(bar.barPosition == .topAttached)
        #expect(bar.frame.height == 44 && bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
        let pixel = h.pixel(at: above)
        #expect(!Pixels.close(pixel, [255, 255, 255, 255], tolerance: 10))
        #expect(Pixels.close(pixel, h.pixel(at: CGPoint(x: 4, y: 24)), tolerance: 4))
        log.position = .any
        bar.delegate = nil
        bar.delegate = log
        #expect(bar.barPosition == .top)
    }

    // MARK: Bad input

    @Test("An out-of-range scope index is ignored with a message; fewer titles reset the selection to 0")
    func scopeIndexOutOfRange() throws {
        let (_, bar) = searchBarHarness {
            $0.scopeButtonTitles = ["A", "B", "C"]
            $0.showsScopeBar = true
        }
        let lines = capturingConsoleLog {
            bar.selectedScopeButtonIndex = 5
            bar.selectedScopeButtonIndex = -1
        }
        #expect(bar.selectedScopeButtonIndex == 0)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("UISearchBar.selectedScopeButtonIndex") && $0.contains("out of range") })
        bar.selectedScopeButtonIndex = 2
        bar.scopeButtonTitles = ["A", "B"]
        #expect(bar.selectedScopeButtonIndex == 0 && bar.scopeControl?.selectedSegmentIndex == 0)
        bar.selectedScopeButtonIndex = 1
        bar.scopeButtonTitles = ["X", "Y", "Z"]
        #expect(bar.selectedScopeButtonIndex == 1)
    }

    @Test("Nil or empty scope titles: no scope bar and no extra height, whatever showsScopeBar says")
    func nilScopeTitles() throws {
        let (h, bar) = searchBarHarness { $0.showsScopeBar = true }
        #expect(bar.frame.height == 44 && bar.scopeControl == nil)
        bar.scopeButtonTitles = []
        bar.sizeToFit()
        h.runTurn()
        #expect(bar.frame.height == 44 && bar.scopeControl == nil)
        bar.scopeButtonTitles = ["Only"]
        bar.sizeToFit()
        h.runTurn()
        #expect(bar.frame.height == 88 && bar.scopeControl?.numberOfSegments == 1)
        bar.scopeButtonTitles = nil
        #expect(bar.intrinsicContentSize.height == 44)
        let lines = capturingConsoleLog { bar.selectedScopeButtonIndex = 1 }
        #expect(bar.selectedScopeButtonIndex == 0 && lines.count == 1)
    }

    @Test("Icon images and adjustments: getters return what was set, per icon and state")
    func iconGetters() throws {
        let bar = UISearchBar()
        let image = solidImage(.red, CGSize(width: 10, height: 10))
        bar.setImage(image, for: .bookmark, state: .highlighted)
        #expect(bar.image(for: .bookmark, state: .highlighted) === image)
        #expect(bar.image(for: .bookmark, state: .normal) == nil && bar.image(for: .clear, state: .highlighted) == nil)
        bar.setPositionAdjustment(UIOffset(horizontal: 2, vertical: 1), for: .clear)
        #expect(bar.positionAdjustment(for: .clear) == UIOffset(horizontal: 2, vertical: 1))
        #expect(bar.positionAdjustment(for: .search) == .zero)
        let background = solidImage(.blue, CGSize(width: 4, height: 4))
        bar.setBackgroundImage(background, for: .topAttached, barMetrics: .defaultPrompt)
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .defaultPrompt) === background)
        #expect(bar.backgroundImage(for: .any, barMetrics: .defaultPrompt) == nil && bar.backgroundImage == nil)
    }
}

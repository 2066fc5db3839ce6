// Intentionally empty: the module must exist so that `import Testing` + `import UIKit` compiles.

// The target exists for its documentation catalog, `Tutorials.docc`: SwiftPM needs one source file to make a target.

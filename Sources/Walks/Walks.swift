// The target exists for its documentation catalog, `Walks.docc`: SwiftPM needs one source file to make a target.

print("Episode91")

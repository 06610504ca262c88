print("imr")

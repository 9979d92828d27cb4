def vowels_count(s):
    """Write a function vowels_count which takes a string representing
    a word as input and returns the number of vowels in the string.
    Vowels in this case are 'a', 'e', 'i', 'o', 'u'. Here, 'y' is also a
    vowel, but only when it is at the end of the given word.
    Example:
    >>> vowels_count("abcde")
    2
    >>> vowels_count("ACEDY")
    3
    """
    return int(bool(s) and (s[-1] == 'y' or s[-1] == 'Y')) + len(s) - len(s.translate({65: None, 69: None, 73: None, 79: None, 85: None, 97: None, 101: None, 105: None, 111: None, 117: None}))

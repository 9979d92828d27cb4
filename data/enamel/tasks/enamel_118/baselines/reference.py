def get_closest_vowel(word):
    """You are given a word. Your task is to find the closest vowel that stands between 
    two consonants from the right side of the word (case sensitive).
    
    Vowels in the beginning and ending doesn't count. Return empty string if you didn't
    find any vowel met the above condition. 

    You may assume that the given string contains English letter only.

    Example:
    get_closest_vowel("yogurt") ==> "u"
    get_closest_vowel("FULL") ==> "U"
    get_closest_vowel("quick") ==> ""
    get_closest_vowel("ab") ==> ""
    """
    if len(word) < 3:
        return ""
    i = word.translate({65: 118, 66: 99, 67: 99, 68: 99, 69: 118, 70: 99, 71: 99, 72: 99, 73: 118, 74: 99, 75: 99, 76: 99, 77: 99, 78: 99, 79: 118, 80: 99, 81: 99, 82: 99, 83: 99, 84: 99, 85: 118, 86: 99, 87: 99, 88: 99, 89: 99, 90: 99, 97: 118, 98: 99, 99: 99, 100: 99, 101: 118, 102: 99, 103: 99, 104: 99, 105: 118, 106: 99, 107: 99, 108: 99, 109: 99, 110: 99, 111: 118, 112: 99, 113: 99, 114: 99, 115: 99, 116: 99, 117: 118, 118: 99, 119: 99, 120: 99, 121: 99, 122: 99})[:: -1].find('cvc')
    if i != -1:
        return word[-i - 2]
    else:
        return ''

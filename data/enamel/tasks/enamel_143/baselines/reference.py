def words_in_sentence(sentence):
    """
    You are given a string representing a sentence,
    the sentence contains some words separated by a space,
    and you have to return a string that contains the words from the original sentence,
    whose lengths are prime numbers,
    the order of the words in the new string should be the same as the original one.
    Example 1:
        Input: sentence = "This is a test"
        Output: "is"
    Example 2:
        Input: sentence = "lets go for swimming"
        Output: "go for"
    Constraints:
        * 1 <= len(sentence) <= 1000000
        * sentence contains only letters
    """
    import math
    def has_prime_len(word):
        n = len(word)
        if n <= 1:
            return False
        elif n <= 3:
            return True
        elif n % 2 == 0 or n % 3 == 0:
            return False
        else:
            for i in range(5, math.isqrt(n) + 1, 6):
                if n % i == 0 or n % (i + 2) == 0:
                    return False
            return True
    return " ".join(filter(has_prime_len, sentence.split()))

// The usual solution: a hash map from prefix residue to how many earlier prefixes had it;
// each prefix adds the count of its residue (those subarrays end here). The residue is
// normalised to [0, k) because % keeps the sign of a negative sum.
// O(n) expected time, O(n) extra space.
class Solution {
public:
    long long countSubarrays(const vector<int>& a, int k) {
        unordered_map<long long, long long> seen;
        seen[0] = 1;
        long long sum = 0, count = 0;
        for (int x : a) {
            sum = ((sum + x) % k + k) % k;
            count += seen[sum]++;
        }
        return count;
    }
};
